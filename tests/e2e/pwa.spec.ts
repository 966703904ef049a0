import { expect, test, type Response } from '@playwright/test';
import { waitForHydration } from './support/hydration';

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  screenshots: (ManifestIcon & { form_factor: string })[];
};

test('the web app manifest has every installability field and its images are served', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Kigali Tech Solutions',
    short_name: 'KigaliTech',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b1f3a',
    background_color: '#ffffff',
  });
  expect(manifest.description.length).toBeGreaterThan(20);
  expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose ?? 'any'])).toEqual(
    expect.arrayContaining([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]),
  );
  expect(manifest.screenshots.map((shot) => [shot.form_factor, shot.sizes])).toEqual(
    expect.arrayContaining([
      ['wide', '1280x720'],
      ['narrow', '720x1280'],
    ]),
  );
  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    const file = await request.get(image.src);
    expect(file.ok(), image.src).toBe(true);
    expect(file.headers()['content-type']).toBe('image/png');
    // The PNG header stores width and height at bytes 16-23: they must match the declared size.
    const body = await file.body();
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, image.src).toBe(image.sizes);
  }
});

test('the service worker controls the page after a reload and leaves Firestore traffic alone', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const firestoreResponses: Response[] = [];
  page.on('response', (response) => {
    if (/:8080\/|firestore\.googleapis\.com/.test(response.url())) firestoreResponses.push(response);
  });
  await page.reload();
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  expect(controller).toMatch(/\/sw\.js$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // The prerendered page is refreshed from Firestore once the visitor uses it.
  await waitForHydration(page);
  await expect.poll(() => firestoreResponses.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(firestoreResponses.filter((response) => response.fromServiceWorker())).toEqual([]);
});

test('Firebase reserved /__/ paths are not answered with the app shell', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  const response = await page.goto('/__/firebase/init.json');
  expect(await response?.headerValue('content-type')).not.toContain('text/html');
});
