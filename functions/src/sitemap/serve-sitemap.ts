import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { adminDb } from '../admin';
import { SITE_URL } from '../params';
import { buildSitemap, sitemapPages, type CatalogueForSitemap } from './build-sitemap';

const dateOf = (value: unknown) => (value as Timestamp | undefined)?.toDate?.() ?? null;

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

async function loadCatalogue(): Promise<CatalogueForSitemap> {
  const db = adminDb();
  const [products, services, articles] = await Promise.all([
    db.collection('products').select('slug', 'updated_at').get(),
    db.collection('services').select('slug', 'category', 'updated_at').get(),
    // Articles visitors may read: published and due (a scheduled one joins the sitemap from its time).
    db
      .collection('publications')
      .where('is_published', '==', true)
      .where('published_at', '<=', Timestamp.now())
      .select('updated_at', 'published_at')
      .get(),
  ]);
  const slugged = (docs: QueryDocumentSnapshot[]) =>
    docs.filter((doc) => typeof doc.get('slug') === 'string');
  return {
    products: slugged(products.docs).map((doc) => ({
      slug: doc.get('slug') as string,
      updatedAt: dateOf(doc.get('updated_at')),
    })),
    services: slugged(services.docs).map((doc) => ({
      slug: doc.get('slug') as string,
      category: String(doc.get('category')),
      updatedAt: dateOf(doc.get('updated_at')),
    })),
    // A scheduled article written before its time changed, for visitors, when it appeared.
    articles: articles.docs.map((doc) => ({
      id: doc.id,
      updatedAt: later(dateOf(doc.get('updated_at')), dateOf(doc.get('published_at'))),
    })),
  };
}

/**
 * What bounds the reads a crawler, or a loop of requests, can cause: the CDN in front of Hosting
 * keeps an answer for an hour (browsers five minutes), an instance reuses the XML it built for five
 * minutes, and at most two instances run.
 */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';
const INSTANCE_CACHE_MS = 5 * 60 * 1000;
const MAX_INSTANCES = 2;

let built: { xml: Promise<string>; at: number } | null = null;

/** The XML, built at most once per INSTANCE_CACHE_MS per instance; a failed build is not kept. */
function sitemapXml(now = Date.now()): Promise<string> {
  if (!built || now - built.at >= INSTANCE_CACHE_MS) {
    const xml = loadCatalogue().then((catalogue) => buildSitemap(SITE_URL.value(), sitemapPages(catalogue)));
    built = { xml, at: now };
    xml.catch(() => {
      if (built?.xml === xml) built = null;
    });
  }
  return built.xml;
}

/** /sitemap.xml (firebase.json rewrites it here): every public page in each language, with absolute URLs. */
export const sitemap = onRequest(
  { region: 'us-central1', maxInstances: MAX_INSTANCES },
  async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD').status(405).send('Method Not Allowed');
      return;
    }
    // The CDN keys its cache on the whole URL: each made-up query string would reach this Function.
    // Such a request is sent to the one cached address without reading anything.
    if (request.originalUrl.includes('?')) {
      response.set('Cache-Control', SITEMAP_CACHE_CONTROL).redirect(301, '/sitemap.xml');
      return;
    }
    try {
      const xml = await sitemapXml();
      response
        .set('Content-Type', 'application/xml; charset=utf-8')
        .set('Cache-Control', SITEMAP_CACHE_CONTROL)
        .status(200)
        .send(xml);
    } catch (error) {
      logger.error('Could not build the sitemap', error);
      response.status(500).send('Sitemap unavailable');
    }
  },
);
