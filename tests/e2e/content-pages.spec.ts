import { expect, test, type Page } from '@playwright/test';

const main = (page: Page) => page.getByRole('main');

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
}

test('about us: hero with its links, vision, mission and the three core values @phone', async ({ page }) => {
  await page.goto('/aboutus');
  await expect(page).toHaveTitle('About Us | Kigali Tech Solutions');
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Leading IT & Security Solutions Provider' }),
  ).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
  await expect(main(page).getByRole('link', { name: 'Our Products' })).toHaveAttribute('href', '/products');
  await expect(main(page).getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 3 })).toHaveText([
    'Trust & Reliability',
    'Customer Focus',
    'Excellence',
  ]);
});

test('terms lists the 5 clauses in order', async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveTitle('Terms of Service | Kigali Tech Solutions');
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
    'Use of Services',
    'Intellectual Property',
    'Limitation of Liability',
    'Termination',
    'Modifications',
  ]);
});

test('the FAQ answers its 4 questions with yes and carries FAQPage data', async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveTitle('Frequently Asked Questions | Kigali Tech Solutions');
  const questions = main(page).locator('dt');
  await expect(questions).toHaveText([
    'Do you offer internships?',
    'Can you help with IT problems that are not listed in your services?',
    'Do you offer training in IoT or AI?',
    'Can my company become a partner?',
  ]);
  const answers = await main(page).locator('dd').allTextContents();
  expect(answers).toHaveLength(4);
  for (const answer of answers) expect(answer).toMatch(/^Yes\./);
  expect(await jsonLdTypes(page)).toContain('FAQPage');
  const faq = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? '{}'))
        .find((data) => data['@type'] === 'FAQPage'),
    );
  expect(faq.mainEntity).toHaveLength(4);
});

test('support shows the e-mail, both phones, the Send Message link and its tagline @phone', async ({
  page,
}) => {
  await page.goto('/support');
  await expect(page).toHaveTitle('Support | Kigali Tech Solutions');
  await expect(main(page).getByText('Systems Made for You')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'info@kigalitech.rw' })).toHaveAttribute(
    'href',
    'mailto:info@kigalitech.rw',
  );
  await expect(main(page).getByRole('link', { name: '+250 788 123 456' })).toHaveAttribute(
    'href',
    'tel:+250788123456',
  );
  await expect(main(page).getByRole('link', { name: '+250 722 654 321' })).toBeVisible();
  await main(page).getByRole('link', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('contact shows the location, e-mail, phones, social links and ContactPage data', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact Us | Kigali Tech Solutions');
  await expect(main(page).getByText('Kigali, Rwanda', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'info@kigalitech.rw' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: '+250 788 123 456' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: '+250 722 654 321' })).toBeVisible();
  const social = main(page).getByRole('list').last().getByRole('link');
  await expect(social).toHaveText(['LinkedIn', 'Instagram', 'Facebook', 'X']);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['LocalBusiness', 'ContactPage']));
});

test('privacy and cookie pages are short texts with their own titles', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page).toHaveTitle('Privacy Policy | Kigali Tech Solutions');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy$/);
  await page.goto('/cookies');
  await expect(page).toHaveTitle('Cookie Policy | Kigali Tech Solutions');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
});

test('a nested unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/products-old/some/thing');
  await expect(page).toHaveTitle('404 - Page Not Found');
  await expect(main(page).getByText('The page you are looking for does not exist.')).toBeVisible();
  await main(page).getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('robots.txt points at the absolute sitemap URL', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://www.kigalitech.rw/sitemap.xml');
  expect(robots).toContain('Disallow: /admin');
});
