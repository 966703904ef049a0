import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { adminDb } from './admin';
import { SITE_URL } from './params';
import { buildSitemap, sitemapPages, type CatalogueForSitemap } from './sitemap/build-sitemap';

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

/** /sitemap.xml (firebase.json rewrites it here): every public page in each language, with absolute URLs. */
export const sitemap = onRequest({ region: 'us-central1' }, async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD').status(405).send('Method Not Allowed');
    return;
  }
  try {
    const xml = buildSitemap(SITE_URL.value(), sitemapPages(await loadCatalogue()));
    response
      .set('Content-Type', 'application/xml; charset=utf-8')
      .set('Cache-Control', 'public, max-age=3600')
      .status(200)
      .send(xml);
  } catch (error) {
    logger.error('Could not build the sitemap', error);
    response.status(500).send('Sitemap unavailable');
  }
});
