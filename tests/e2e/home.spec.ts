import { expect, test, type Page } from '@playwright/test';
import { adminDb } from './support/admin';
import { holdTheApp, waitForHydration } from './support/hydration';

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('the hero shows the seeded slides in order with their calls to action', async ({ page }) => {
  const slides = await adminDb().collection('hero_slides').orderBy('order_index').get();
  expect(slides.size).toBeGreaterThan(1);
  await page.goto('/');
  await waitForHydration(page);
  const hero = section(page, 'Highlights');
  const first = slides.docs[0]!;
  await expect(hero.getByRole('heading', { name: first.get('title') })).toBeVisible();
  await expect(hero.getByRole('link', { name: first.get('cta_text') }).first()).toHaveAttribute(
    'href',
    first.get('cta_link'),
  );
  for (const slide of slides.docs) {
    await expect(hero.getByRole('heading', { name: slide.get('title') })).toBeAttached();
  }
  // Swiper takes the slides over once the visitor starts using the page (the mouse moving will do).
  await page.mouse.move(2, 2);
  await expect(hero.locator('.swiper-initialized')).toBeVisible();
});

test('before the app starts, the server-rendered hero plays its slides by itself, one at a time', async ({
  page,
}) => {
  const slides = await adminDb().collection('hero_slides').orderBy('order_index').get();
  await holdTheApp(page);
  await page.goto('/');
  // Only the slide shown is in the accessibility tree: the others are hidden.
  const shown = section(page, 'Highlights').getByRole('heading', { level: 2 });
  await expect(shown).toHaveText(slides.docs[0]!.get('title'));
  await expect(shown).toHaveText(slides.docs[1]!.get('title'), { timeout: 9000 });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
});

test('once the page is in use, the carousel takes over from the slide shown and autoplays', async ({
  page,
}) => {
  const slides = await adminDb().collection('hero_slides').orderBy('order_index').get();
  const release = await holdTheApp(page);
  await page.goto('/');
  const shown = section(page, 'Highlights').getByRole('heading', { level: 2 });
  await expect(shown).toHaveText(slides.docs[1]!.get('title'), { timeout: 9000 });
  // Held on that slide, so that the slide the carousel should start from does not move meanwhile.
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.pause()));
  release();
  await waitForHydration(page);
  await page.mouse.move(2, 2);
  await expect(section(page, 'Highlights').locator('.swiper-initialized')).toBeVisible();
  const active = page.locator('.swiper-slide-active h2').first();
  // At once, well within the autoplay delay: it did not start over from the first slide.
  await expect(active).toHaveText(slides.docs[1]!.get('title'), { timeout: 1000 });
  await expect(active).toHaveText(slides.docs[2 % slides.size]!.get('title'), { timeout: 9000 });
});

test('the hero Contact Us button opens the contact dialog', async ({ page }) => {
  await page.goto('/');
  await section(page, 'Highlights').getByRole('button', { name: 'Contact Us' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
});

test('the 4 newest products and 6 newest services are featured @phone', async ({ page }) => {
  const db = adminDb();
  const products = await db.collection('products').orderBy('created_at', 'desc').limit(4).get();
  const services = await db.collection('services').orderBy('created_at', 'desc').limit(6).get();
  await page.goto('/');
  await waitForHydration(page);

  await expect(section(page, 'Featured Products').getByRole('article')).toHaveCount(4);
  for (const product of products.docs) {
    const link = section(page, 'Featured Products').getByRole('link', { name: product.get('name') });
    await expect(link).toHaveAttribute('href', `/products/${product.get('slug')}`);
  }
  await expect(section(page, 'Featured Products').getByText(/^RWF \d+\.\d{2}$/)).toHaveCount(4);

  const serviceSection = section(page, 'Our Services');
  await expect(serviceSection.getByRole('article')).toHaveCount(6);
  for (const service of services.docs) {
    const link = serviceSection.getByRole('link', { name: service.get('name') });
    await expect(link).toHaveAttribute('href', `/services/${service.get('slug')}`);
  }
});

test('each featured service shows at most 3 features', async ({ page }) => {
  const services = await adminDb().collection('services').orderBy('created_at', 'desc').limit(6).get();
  const withMany = services.docs.find((doc) => (doc.get('features') as string[]).length > 3);
  expect(withMany, 'the seed has a service with more than 3 features').toBeTruthy();
  await page.goto('/');
  await waitForHydration(page);
  const card = section(page, 'Our Services')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: withMany!.get('name') }) });
  const features = withMany!.get('features') as string[];
  for (const feature of features.slice(0, 3)) await expect(card).toContainText(feature);
  await expect(card).not.toContainText(features[3]!);
});

test('the partners strip shows active partners only', async ({ page }) => {
  const partners = await adminDb().collection('partners').get();
  const active = partners.docs.filter((doc) => doc.get('is_active') === true);
  const inactive = partners.docs.filter((doc) => doc.get('is_active') !== true);
  expect(inactive.length).toBeGreaterThan(0);
  await page.goto('/');
  await waitForHydration(page);
  const strip = section(page, 'Our Partners');
  for (const partner of active) {
    await expect(strip.getByRole('img', { name: partner.get('name') })).toBeAttached();
  }
  for (const partner of inactive) {
    await expect(strip.getByRole('img', { name: partner.get('name') })).toHaveCount(0);
  }
});

test('the home page has its own title and description', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Kigali Tech Solutions');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Kigali, Rwanda/);
});
