import { expect, test, type Page } from '@playwright/test';
import { holdTheApp, waitForHydration } from './support/hydration';

/**
 * Choosing a language: the header's, footer's and phone menu's switchers lead to the same page in
 * another language, query kept, and remember the choice on the device; a browser that prefers
 * French or Kinyarwanda is offered its language once, in that language, and never redirected.
 */
const SLUG = 'ajax-motionprotect-pir-detector';
const QUERY = '?category=cat-cctv';

const headerSwitcher = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('navigation', { name: label, exact: true });
const chosenLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('kigali.language'));

test('the header switcher goes to the page in French, Kinyarwanda and back to English, query kept', async ({
  page,
}) => {
  await page.goto(`/products/${SLUG}${QUERY}`);
  // The server renders the links for the path alone; the app adds the query.
  await waitForHydration(page);
  const english = headerSwitcher(page, 'Language');
  await expect(english.locator('[aria-current="true"]')).toHaveText('EN English');
  await english.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`/fr/products/${SLUG}${QUERY}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await chosenLanguage(page)).toBe('fr');

  await waitForHydration(page);
  const french = headerSwitcher(page, 'Langue');
  await expect(french.locator('[aria-current="true"]')).toHaveText('FR Français');
  await french.getByRole('link', { name: 'Ikinyarwanda' }).click();
  await expect(page).toHaveURL(`/rw/products/${SLUG}${QUERY}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  expect(await chosenLanguage(page)).toBe('rw');

  await waitForHydration(page);
  await headerSwitcher(page, 'Ururimi').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`/products/${SLUG}${QUERY}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await chosenLanguage(page)).toBe('en');
});

test('the footer switcher leads from a French page back to English, and the French home to Kinyarwanda', async ({
  page,
}) => {
  await page.goto('/fr/careers');
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Langue', exact: true });
  await expect(footer.getByText('Français', { exact: true })).toHaveAttribute('aria-current', 'true');
  await footer.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/careers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await chosenLanguage(page)).toBe('en');

  await page.goto('/fr');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Ikinyarwanda' }).click();
  await expect(page).toHaveURL('/rw');
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
});

test('before the app has started, a language link works, keeps the query and is remembered', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto(`/products${QUERY}`);
  await headerSwitcher(page, 'Language').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`/fr/products${QUERY}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await chosenLanguage(page)).toBe('fr');
  release();
});

test('the header keeps its switcher on one line without overflow at 1024 px, and fits 360 px', async ({
  page,
}) => {
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/products');
  const switcher = headerSwitcher(page, 'Language');
  await expect(switcher).toBeVisible();
  const box = await switcher.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(1024);
  expect(box && box.height).toBeLessThan(48);
  // On the header's one row, beside "Send a Message".
  const sendMessage = await page
    .getByRole('banner')
    .getByRole('button', { name: 'Send a Message' })
    .first()
    .boundingBox();
  expect(
    Math.abs(
      (box?.y ?? 0) + (box?.height ?? 0) / 2 - ((sendMessage?.y ?? 0) + (sendMessage?.height ?? 0) / 2),
    ),
  ).toBeLessThan(4);
  expect(await overflow()).toBe(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(switcher).toBeHidden();
  expect(await overflow()).toBe(0);
});

test('the switcher is in the phone menu @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the slide-in menu replaces the navigation bar on small screens only');
  await page.goto(`/products${QUERY}`);
  await expect(headerSwitcher(page, 'Language')).toBeHidden();
  // A page with a query is rendered anew by the app (its HTML is the path's alone): the menu is
  // opened on the page the app has taken over.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const languages = menu.getByRole('navigation', { name: 'Language', exact: true });
  await expect(languages.getByText('English', { exact: true })).toHaveAttribute('aria-current', 'true');
  await languages.getByRole('link', { name: 'Ikinyarwanda' }).click();
  await expect(page).toHaveURL(`/rw/products${QUERY}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  expect(await chosenLanguage(page)).toBe('rw');
});

test.describe('a browser that prefers French', () => {
  test.use({ locale: 'fr-FR' });

  test('is offered French on an English page, in French, and not again once declined', async ({ page }) => {
    await page.goto(`/products${QUERY}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const offer = page.getByRole('region', { name: 'Ce site existe aussi en français.' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'fr');
    await expect(offer.getByRole('link', { name: 'Lire en français' })).toHaveAttribute(
      'href',
      `/fr/products${QUERY}`,
    );
    // Nobody is sent anywhere, and the visitor's focus stays where it was.
    await expect(page).toHaveURL(`/products${QUERY}`);
    await expect(offer.locator(':focus')).toHaveCount(0);
    await offer.getByRole('button', { name: 'Non merci' }).click();
    await expect(offer).toBeHidden();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-language-offer', 'none');
    await expect(page.getByRole('region', { name: 'Ce site existe aussi en français.' })).toHaveCount(0);
  });

  test('accepting leads to the page in French and remembers it; no offer there', async ({ page }) => {
    await page.goto('/careers');
    await page.getByRole('link', { name: 'Lire en français' }).click();
    await expect(page).toHaveURL('/fr/careers');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await chosenLanguage(page)).toBe('fr');
    await expect(page.locator('html')).toHaveAttribute('data-language-offer', 'none');
  });
});

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-US' });

  test('is offered nothing on an English page', async ({ page }) => {
    await page.goto('/products');
    await expect(page.locator('html')).toHaveAttribute('data-language-offer', 'none');
    await expect(page.getByRole('region', { name: /français|Kinyarwanda|English/ })).toHaveCount(0);
  });

  test('who chose Kinyarwanda on an earlier visit is offered it on an English page, in Kinyarwanda', async ({
    page,
  }) => {
    await page.goto('/aboutus');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ikinyarwanda' }).click();
    await expect(page).toHaveURL('/rw/aboutus');
    await expect(page.locator('html')).toHaveAttribute('data-language-offer', 'none');
    // Later, from a link to the English page elsewhere: offered, not redirected.
    await page.goto('/aboutus');
    const offer = page.getByRole('region', { name: 'Uru rubuga ruraboneka no mu Kinyarwanda.' });
    await expect(offer.getByRole('link', { name: 'Soma mu Kinyarwanda' })).toHaveAttribute(
      'href',
      '/rw/aboutus',
    );
    await expect(page).toHaveURL('/aboutus');
  });
});
