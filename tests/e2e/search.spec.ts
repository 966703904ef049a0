import { expect, test } from '@playwright/test';
import { holdTheApp, isHydrated, waitForHydration } from './support/hydration';

test('search finds a product by a word of its description and links to it @phone', async ({ page }) => {
  await page.goto('/search?q=vandal-resistant');
  await expect(page).toHaveTitle(/^Search/);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Search')).toHaveValue('vandal-resistant');
  await expect(main.getByRole('heading', { name: /Products/ })).toBeVisible();
  await main.getByRole('link', { name: 'Hikvision 4MP Dome Camera' }).click();
  await expect(page).toHaveURL(/\/products\/hikvision-4mp-dome-camera$/);
});

test('the search field updates the results and shows the no-results text', async ({ page }) => {
  await page.goto('/search');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(
    main.getByText('Type a word to search our products, services and training programs.'),
  ).toBeVisible();
  await main.getByLabel('Search').fill('ccna');
  await expect(main.getByRole('heading', { name: /Trainings/ })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Networking Fundamentals (CCNA Prep)' })).toBeVisible();
  await expect(page).toHaveURL(/\?q=ccna$/);

  await main.getByLabel('Search').fill('submarine');
  await expect(main.getByText('No results for "submarine".')).toBeVisible();
});

test('what is typed in the search field before the page is hydrated is searched once it is', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/search');
  const field = page.getByRole('main').getByLabel('Search');
  await field.fill('ccna');
  expect(await isHydrated(page)).toBe(false);
  release();
  await waitForHydration(page);
  await expect(field).toHaveValue('ccna');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Networking Fundamentals (CCNA Prep)' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\?q=ccna$/);
  await field.fill('ccna networking');
  await expect(page).toHaveURL(/\?q=ccna\+networking$/);
  await expect(field).toHaveValue('ccna networking');
});

test('a search sent to the server comes with its results in the HTML', async ({ request }) => {
  const english = await request.get('/search?q=vandal-resistant');
  expect(english.status()).toBe(200);
  const html = await english.text();
  expect(html).toContain('Hikvision 4MP Dome Camera');
  expect(html).toContain('value="vandal-resistant"');

  const nothing = await (await request.get('/search?q=submarine')).text();
  expect(nothing).toContain('No results for &quot;submarine&quot;.');
  expect(nothing).not.toContain('Hikvision 4MP Dome Camera');
});
