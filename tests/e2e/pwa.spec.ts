import { expect, test, type Response } from '@playwright/test';

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

test('the service worker controls the page after a reload, answers pages from the network while it is there, and precaches only the public app', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const pageAnswers: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') pageAnswers.push(response);
  });
  await page.reload();
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  expect(controller).toMatch(/\/sw\.js$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // Network first: a page online is the server's current one, which the worker also keeps.
  expect(pageAnswers.at(-1)?.headers()['server-timing']).toMatch(/render;dur=/);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((name) => name.startsWith('workbox-precache'));
    return precache
      ? (await (await caches.open(precache)).keys()).map((request) => new URL(request.url).pathname)
      : [];
  });
  expect(precached).toEqual(
    expect.arrayContaining(['/offline', '/fr/offline', '/rw/offline', '/manifest-fr.webmanifest']),
  );
  // Not what only admins use, nor pictures; every language's messages, which a page cannot start without.
  expect(
    precached.filter((path) => /\/assets\/admin\/|\.(webp|png)$/.test(path) && !path.startsWith('/icons/')),
  ).toEqual([]);
  for (const locale of ['en', 'fr', 'rw']) {
    expect(precached.some((path) => new RegExp(`^/assets/${locale}-[\\w-]+\\.js$`).test(path))).toBe(true);
  }
  expect(await page.evaluate(async () => Boolean(await (await caches.open('pages')).match('/')))).toBe(true);
});

test('each language’s pages link the installed app of their language', async ({ page, request }) => {
  for (const [prefix, locale, description] of [
    ['/fr', 'fr', /Kigali, au Rwanda/],
    ['/rw', 'rw', /i Kigali, mu Rwanda/],
  ] as const) {
    await page.goto(`${prefix}/products`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(href!)).json()) as Manifest & { lang: string };
    expect(manifest).toMatchObject({
      lang: locale,
      start_url: prefix,
      id: prefix,
      name: 'Kigali Tech Solutions',
    });
    expect(manifest.description).toMatch(description);
  }
});

test('Firebase reserved /__/ paths are not answered with the app shell', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  const response = await page.goto('/__/firebase/init.json');
  expect(await response?.headerValue('content-type')).not.toContain('text/html');
});
