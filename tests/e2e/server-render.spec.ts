import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { adminDb } from './support/admin';
import { waitForHydration } from './support/hydration';
import { openAsAdmin } from './support/sign-in';

/**
 * Public pages are rendered on request from Firestore (web/src/entry.server.tsx, the renderPage
 * Function): their HTML, read here without running a script, as a search engine or a chat app's
 * link preview reads it, follows what admins save, at once. (The sitemap follows within its own
 * cache time, functions/src/sitemap/serve-sitemap.ts.)
 */

const ogTitle = (html: string) => /<meta property="og:title" content="([^"]*)"\/>/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The image URL field; file uploads are switched off where the Storage emulator does not run. */
async function giveImageUrl(page: Page, url: string) {
  const byUrl = page.getByRole('radio', { name: 'Use an image URL' });
  if (!(await byUrl.isChecked())) await byUrl.check();
  await page.getByLabel('Image URL', { exact: true }).fill(url);
}

test('a product an admin adds, renames and deletes is in its page’s HTML and the list’s at once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `E2E Server Camera ${stamp}`;
  const slug = `e2e-server-camera-${stamp}`;
  const renamed = `E2E Renamed Camera ${stamp}`;
  await openAsAdmin(page, '/admin/products');

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'CCTV Cameras' });
  await page.getByLabel('Description').fill('A camera the server-render test adds.');
  await page.getByLabel('Price (RWF)').fill('250000');
  await giveImageUrl(page, '/images/seed/products/hikvision-4mp-dome-camera.webp');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully')).toBeVisible();

  const added = await request.get(`/products/${slug}`);
  expect(added.status()).toBe(200);
  const addedHtml = await added.text();
  expect(title(addedHtml)).toBe(`${name} | Kigali Tech Solutions`);
  expect(ogTitle(addedHtml)).toBe(`${name} | Kigali Tech Solutions`);
  expect(addedHtml).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
  expect(addedHtml).toContain('"@type":"Product"');
  expect(await (await request.get('/products')).text()).toContain(`href="/products/${slug}"`);

  await page.getByLabel('Search products by name or slug').fill(slug);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  // The slug stays: a product's address does not change with its name.
  await page.getByLabel('Slug', { exact: true }).fill(slug);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();

  const renamedHtml = await (await request.get(`/products/${slug}`)).text();
  expect(title(renamedHtml)).toBe(`${renamed} | Kigali Tech Solutions`);
  expect(ogTitle(renamedHtml)).toBe(`${renamed} | Kigali Tech Solutions`);
  expect(renamedHtml).not.toContain(name);

  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to trash' }).click();
  await expect.poll(async () => (await request.get(`/products/${slug}`)).status()).toBe(404);
  const gone = await request.get(`/products/${slug}`);
  expect(await gone.text()).toContain('Product not found');
  expect(await (await request.get('/products')).text()).not.toContain(`/products/${slug}"`);
});

test('an address no page answers is a 404, with the not-found page of its language', async ({ request }) => {
  const cases = [
    { path: '/no-such-page', title: '404 - Page Not Found' },
    { path: '/fr/aucune-page', title: '404 – Page introuvable' },
    { path: '/rw/nta-paji', lang: 'rw' },
    { path: '/products/no-such-product', title: 'Product not found | Kigali Tech Solutions' },
    { path: '/fr/news/no-such-article' },
  ];
  for (const { path, title: expected, lang } of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    if (expected) expect(title(html), path).toBe(expected);
    expect(html, path).toContain(`<html lang="${lang ?? /^\/(fr|rw)\//.exec(path)?.[1] ?? 'en'}"`);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate, s-maxage=60');
  }
});

test('the build’s source maps stay with the developers: Hosting does not serve them', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script =
    /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ??
    /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'a script of the home page').toBeDefined();
  expect((await request.get(script!)).status()).toBe(200);
  expect((await request.get(`${script}.map`)).status()).toBe(404);
});

/** The render Function itself, behind Hosting (which asks it with no-cache, so never conditionally). */
const RENDER_FUNCTION = 'http://127.0.0.1:5001/demo-kigali/us-central1/renderPage';

test('pages may be kept by the CDN for five minutes and are revalidated by browsers', async ({ request }) => {
  const page = await request.get('/products');
  expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=300');
  const etag = page.headers()['etag'];
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await request.get(`${RENDER_FUNCTION}/products`, { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);
  const changed = await request.get(`${RENDER_FUNCTION}/products`, {
    headers: { 'If-None-Match': '"other"' },
  });
  expect(changed.status()).toBe(200);
});

test('the Content-Security-Policy allows the page’s own inline scripts by their hashes, never unsafe-inline', async ({
  request,
}) => {
  const response: APIResponse = await request.get('/careers');
  const policy = response.headers()['content-security-policy'] ?? '';
  const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSources).not.toContain('unsafe-inline');
  expect(scriptSources).toContain("'self'");
  expect(scriptSources).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
  expect(policy).toContain("frame-ancestors 'none'");
});

test('a link followed in the page fetches the next page’s data as a cacheable GET, and no Firestore', async ({
  page,
}) => {
  const firestore: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (/:8080\/|firestore\.googleapis\.com/.test(request.url())) firestore.push(request.url());
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/');
  await waitForHydration(page);
  const data = page.waitForResponse((response) => /\/products\.data/.test(response.url()));
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Products' })
    .click();
  const answer = await data;
  expect(answer.request().method()).toBe('GET');
  expect(answer.headers()['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=300');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
  await page.getByRole('main').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(firestore).toEqual([]);
  // The Firestore SDK is not among the scripts a visitor downloads, even later, before a submit.
  expect(scripts.filter((source) => source.includes('Could not reach Cloud Firestore backend'))).toEqual([]);
});

test('a server-rendered page hydrates without a mismatch, in every language', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const path of ['/', '/fr/products', '/rw/careers', '/trainings']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  expect(problems).toEqual([]);
});

test('a page’s scripts are requested only once it has painted, and then hydrate it', async ({ page }) => {
  for (const path of ['/', '/fr/products', '/rw/careers']) {
    await page.goto(path);
    await waitForHydration(page);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    expect(paint, path).toBeGreaterThan(0);
    expect(scripts.length, path).toBeGreaterThan(10);
    expect(
      scripts.filter((script) => script.start < paint!),
      `${path}: requested before the first paint at ${paint} ms`,
    ).toEqual([]);
  }
});

test('a product page is the same product whichever language serves it, its slug unchanged', async ({
  request,
}) => {
  const product = (await adminDb().collection('products').orderBy('created_at', 'desc').limit(1).get())
    .docs[0]!;
  const slug = product.get('slug') as string;
  for (const prefix of ['', '/fr', '/rw']) {
    const response = await request.get(`${prefix}/products/${slug}`);
    expect(response.status(), prefix).toBe(200);
    expect(await response.text()).toContain(
      `<link rel="canonical" href="https://www.kigalitech.rw${prefix}/products/${slug}"/>`,
    );
  }
});

test('a shared link’s picture is there, 1200 by 630', async ({ request }) => {
  const html = await (await request.get('/aboutus')).text();
  const image = /<meta property="og:image" content="https:\/\/www\.kigalitech\.rw([^"]+)"\/>/.exec(html)?.[1];
  expect(image).toBeTruthy();
  const file = await request.get(image!);
  expect(file.headers()['content-type']).toBe('image/png');
  const body = await file.body();
  expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe('1200x630');
});
