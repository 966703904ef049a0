import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SITE_URL } from '../../scripts/lib/emulator-config';
import { adminDb, hostingOrigin, uniqueMarker } from './support/emulators';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * /sitemap.xml through the Hosting emulator, which rewrites it to the sitemap Function. URLs in
 * it are built on the SITE_URL param (functions/.env.local), whatever port served the request.
 */
describe('sitemap', () => {
  // First of the file: an instance reuses the XML it built (see the last test), so this one must be
  // the first request of the run to see its documents.
  it('lists the public pages and the catalogue with absolute URLs, cached at the CDN for an hour', async () => {
    const marker = uniqueMarker().toLowerCase();
    const db = adminDb();
    const now = FieldValue.serverTimestamp();
    // Bare documents, only what the sitemap reads: removed afterwards, since the end-to-end
    // tests run on the same emulator and the site skips malformed documents.
    const fixtures = {
      [`products/sitemap-${marker}`]: { slug: `camera-${marker}`, updated_at: now },
      [`services/sitemap-${marker}`]: {
        slug: `cabling-${marker}`,
        category: 'Network Solutions',
        updated_at: now,
      },
      [`services/sitemap-training-${marker}`]: {
        slug: `ccna-${marker}`,
        category: 'Training',
        updated_at: now,
      },
      [`publications/published-${marker}`]: { is_published: true, published_at: now, updated_at: now },
      [`publications/draft-${marker}`]: { is_published: false, published_at: null, updated_at: now },
      // Published, but scheduled for next year: not public yet, so not in the sitemap.
      [`publications/scheduled-${marker}`]: {
        is_published: true,
        published_at: Timestamp.fromMillis(Date.now() + 365 * 24 * 60 * 60 * 1000),
        updated_at: now,
      },
    };
    await Promise.all(Object.entries(fixtures).map(([path, data]) => db.doc(path).set(data)));
    onTestFinished(async () => {
      await Promise.all(Object.keys(fixtures).map((path) => db.doc(path).delete()));
    });

    const response = await fetch(`${await hostingOrigin()}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600');
    const xml = await response.text();

    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    for (const path of [
      '/',
      '/products',
      '/contact',
      `/products/camera-${marker}`,
      `/services/cabling-${marker}`,
      `/trainings/ccna-${marker}`,
      `/news/published-${marker}`,
    ]) {
      // Each page in its three languages, each version naming the others (English the default).
      const versions = {
        en: path,
        fr: path === '/' ? '/fr' : `/fr${path}`,
        rw: path === '/' ? '/rw' : `/rw${path}`,
      };
      const alternates = [
        ...Object.entries(versions).map(
          ([hreflang, href]) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${SITE_URL}${href}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}${path}"/>`,
      ].join('');
      for (const version of Object.values(versions)) {
        expect(xml).toMatch(
          new RegExp(
            `<url><loc>${escapeRegExp(`${SITE_URL}${version}`)}</loc>(<lastmod>[^<]+</lastmod>)?${escapeRegExp(alternates)}</url>`,
          ),
        );
      }
    }
    expect(xml).not.toContain(`draft-${marker}`);
    expect(xml).not.toContain(`scheduled-${marker}`);
    expect(xml).not.toContain(`/services/ccna-${marker}`);
  });

  it('sends a request with a query string to the address without one, reading nothing', async () => {
    const response = await fetch(`${await hostingOrigin()}/sitemap.xml?utm_source=${uniqueMarker()}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/sitemap.xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600');
  });

  it('builds the XML once for a while: a product added since is not read by the next request', async () => {
    const origin = await hostingOrigin();
    const first = await fetch(`${origin}/sitemap.xml`);
    expect(first.status).toBe(200);
    const marker = uniqueMarker().toLowerCase();
    const product = adminDb().doc(`products/sitemap-later-${marker}`);
    await product.set({ slug: `later-${marker}`, updated_at: FieldValue.serverTimestamp() });
    onTestFinished(() => product.delete().then(() => undefined));

    const second = await fetch(`${origin}/sitemap.xml`);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
  });
});
