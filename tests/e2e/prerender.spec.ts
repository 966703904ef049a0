import { expect, test } from '@playwright/test';
import { adminDb } from './support/admin';
import { holdTheApp, waitForHydration } from './support/hydration';

/** A seeded product on the first page of /products, prerendered into products.html by the build. */
const PRODUCT = 'mikrotik-hex-gigabit-router';

async function productDoc(slug: string) {
  const found = await adminDb().collection('products').where('slug', '==', slug).limit(1).get();
  const doc = found.docs[0];
  if (!doc) throw new Error(`The seed has no product ${slug}`);
  return doc;
}

test('public pages arrive as HTML with their data, titles and structured data, before any script', async ({
  request,
}) => {
  const product = await productDoc(PRODUCT);
  const name = product.get('name') as string;

  const list = await (await request.get('/products')).text();
  expect(list).toContain(`href="/products/${PRODUCT}"`);
  expect(list).toContain(name);
  expect(list).toContain('<script type="application/json" id="prerendered-queries">');

  const page = await (await request.get(`/products/${PRODUCT}`)).text();
  expect(page).toContain(`<title>${name} | Kigali Tech Solutions</title>`);
  expect(page).toContain('"@type":"Product"');
  expect(page).toContain(`<h1`);
});

test('a prerendered page hydrates without mismatch and is refreshed from Firestore, through Firestore Lite', async ({
  page,
  request,
}) => {
  const product = await productDoc(PRODUCT);
  const name = product.get('name') as string;
  const renamed = `${name} (renamed after the build)`;
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text()))
      problems.push(message.text());
  });
  await product.ref.update({ name: renamed });
  try {
    expect(await (await request.get('/products')).text()).not.toContain(renamed);
    await page.goto('/products');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: renamed })).toBeVisible({ timeout: 20_000 });
    expect(problems).toEqual([]);
    // A first visit refreshes through Firestore Lite: the full SDK, which would open its
    // persistent cache in IndexedDB, is not started.
    const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
    expect(databases.filter((name) => name?.startsWith('firestore/'))).toEqual([]);
  } finally {
    await product.ref.update({ name });
  }
});

test('a product added after the build opens from the app shell with its data', async ({ page, request }) => {
  const slug = `e2e-after-build-${Date.now()}`;
  const ref = adminDb().collection('products').doc(slug);
  const template = (await productDoc(PRODUCT)).data();
  await ref.set({ ...template, name: `After the build ${slug}`, slug });
  try {
    expect(await (await request.get(`/products/${slug}`)).text()).not.toContain(slug);
    await page.goto(`/products/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `After the build ${slug}` })).toBeVisible();
  } finally {
    await ref.delete();
  }
});

test('a visitor who scrolled before the page was hydrated stays where they scrolled', async ({ page }) => {
  // Hold the app's code back until the visitor has scrolled, as a slow connection would.
  const release = await holdTheApp(page);
  await page.goto('/work-with-us', { waitUntil: 'domcontentloaded' });
  const submit = page.getByRole('button', { name: 'Submit Request' });
  await submit.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await waitForHydration(page);
  // The hydrated app answers first; the position is read after its effects have run.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(submit).toBeInViewport();
});
