import { expect, test, type Page } from '@playwright/test';
import { adminDb } from './support/admin';
import { waitForHydration } from './support/hydration';

const section = (page: Page, name: string) => page.getByRole('region', { name });

/**
 * The home page with no hero slides stored: every seeded slide is deleted for the test and written
 * back after it, so this spec runs with no other beside it (playwright.config.ts).
 */
test('with no slides stored the two built-in slides link to products and services', async ({ page }) => {
  const db = adminDb();
  const stored = await db.collection('hero_slides').get();
  await Promise.all(stored.docs.map((doc) => doc.ref.delete()));
  try {
    await page.goto('/');
    await waitForHydration(page);
    const hero = section(page, 'Highlights');
    await expect(
      hero.getByRole('heading', { name: 'Security and IT Products You Can Trust' }),
    ).toBeAttached();
    await expect(
      hero.getByRole('heading', { name: 'IT and Security Services for Your Business' }),
    ).toBeAttached();
    await expect(hero.getByRole('link', { name: 'Browse Products' }).first()).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(hero.getByRole('link', { name: 'Explore Services' }).first()).toHaveAttribute(
      'href',
      '/services',
    );
  } finally {
    await Promise.all(stored.docs.map((doc) => doc.ref.set(doc.data())));
  }
});
