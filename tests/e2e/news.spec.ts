import { expect, test } from '@playwright/test';

test('the news page lists the published articles newest first, without drafts @phone', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  const seededPublished = [
    'How to Choose the Right CCTV System for Your Business',
    'Kigali Tech Solutions Opens a New Showroom in Kacyiru',
  ];
  await expect(titles.filter({ hasText: seededPublished[1] })).toHaveCount(1);
  // Other end-to-end tests publish articles of their own: check the seeded ones and their order.
  const shown = await titles.allTextContents();
  expect(shown.filter((title) => seededPublished.includes(title))).toEqual(seededPublished);
  await expect(page.getByText('Why Wi-Fi 6 Matters for Rwandan Offices')).toHaveCount(0);
});

test('an article page shows its title, category, date and paragraphs; drafts and unknown ids are not found', async ({
  page,
}) => {
  await page.goto('/news');
  await page.getByRole('link', { name: 'How to Choose the Right CCTV System for Your Business' }).click();
  await expect(page).toHaveURL(/\/news\/pub-cctv-buying-guide$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'How to Choose the Right CCTV System for Your Business' }),
  ).toBeVisible();
  await expect(page.getByText('Tutorials')).toBeVisible();
  await expect(page.locator('time')).toBeVisible();
  await expect(page.getByRole('main').locator('article p')).not.toHaveCount(0);
  await expect(page.getByText(/^For entrances and tills, choose at least 4 MP cameras/)).toBeVisible();
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = structured.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Article');
  expect(article.headline).toBe('How to Choose the Right CCTV System for Your Business');

  await page.goto('/news/pub-wifi6-for-offices');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
  await page.goto('/news/no-such-article');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
});
