import { adminDb } from './support/admin';
import { ownPartnershipRequest } from './support/own-records';
import { openAsAdmin } from './support/sign-in';
import { expect, test } from './support/test-with-removal';
import { waitForHydration } from './support/hydration';

const SLIDE_IMAGE = '/images/seed/hero/hero-security.webp';
const PARTNER_LOGO = '/images/seed/partners/partner-hikvision.webp';

test('a hero slide created by the admin goes last and appears in the home page carousel', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const db = adminDb();
  const count = (await db.collection('hero_slides').get()).size;
  const title = `E2E Slide ${Date.now()}`;
  await openAsAdmin(page, '/admin/hero-slides');

  await expect(page.getByLabel('Order')).toHaveValue(String(count));
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('A slide created by the end-to-end test.');
  await page.getByLabel('Button text').fill('See Trainings');
  await page.getByLabel('Button link').fill('/trainings');
  await page.getByLabel('Image URL').fill(SLIDE_IMAGE);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Hero slide created successfully')).toBeVisible();

  const created = (await db.collection('hero_slides').where('title', '==', title).get()).docs[0];
  expect(created?.data()).toMatchObject({
    cta_link: '/trainings',
    order_index: count,
    image_url: SLIDE_IMAGE,
  });
  await expect(page.getByRole('button', { name: `Move ${title} down` })).toBeDisabled();

  await page.goto('/');
  await waitForHydration(page);
  const hero = page.getByRole('region', { name: 'Highlights' });
  // In the slideshow, but hidden until its turn comes.
  await expect(hero.getByRole('heading', { name: title, includeHidden: true })).toBeAttached();

  // Still signed in: straight back to the admin screen.
  await page.goto('/admin/hero-slides');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Move to the trash?' })
    .getByRole('button', { name: 'Move to trash' })
    .click();
  await expect(page.getByText('Hero slide deleted successfully')).toBeVisible();
  expect((await created!.ref.get()).exists).toBe(false);
});

test('a partner created active appears in the home page strip, and leaves it once hidden', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `E2E Partner ${Date.now()}`;
  await openAsAdmin(page, '/admin/partners');

  await expect(page.getByLabel('Active (shown in the home page strip)')).toBeChecked();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Logo URL').fill(PARTNER_LOGO);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Partner created successfully')).toBeVisible();

  const created = (await adminDb().collection('partners').where('name', '==', name).get()).docs[0];
  expect(created?.data()).toMatchObject({ name, logo_url: PARTNER_LOGO, is_active: true });
  expect(created?.get('created_at')).toBeTruthy();

  await page.goto('/');
  await waitForHydration(page);
  const strip = page.getByRole('region', { name: 'Our Partners' });
  await expect(strip.getByRole('img', { name }).first()).toBeAttached();

  await page.goto('/admin/partners');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel('Active (shown in the home page strip)').uncheck();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Partner updated successfully')).toBeVisible();
  expect((await created!.ref.get()).get('is_active')).toBe(false);

  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Our Partners' }).getByRole('img').first()).toBeAttached();
  await expect(page.getByRole('region', { name: 'Our Partners' }).getByRole('img', { name })).toHaveCount(0);
});

test('the inbox lists requests and messages and marks one handled', async ({ page, removeAfter }) => {
  const request = await ownPartnershipRequest('pr-rubavu-digital', Date.now());
  removeAfter(request.remove);
  const company = request.companyName;
  await openAsAdmin(page, '/admin/inbox');

  await expect(page.getByRole('heading', { name: 'Partnership Requests' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  const entry = page.getByRole('article').filter({ hasText: company });
  await expect(entry).toContainText(request.description);

  await entry.getByRole('button', { name: `Mark the message from ${company} handled` }).click();
  await expect(page.getByText('Marked as handled')).toBeVisible();
  expect((await request.ref.get()).get('handled')).toBe(true);
  // Handled entries are hidden while "Show unhandled only" is on.
  await expect(page.getByRole('article').filter({ hasText: company })).toHaveCount(0);
  await page.getByLabel('Show unhandled only').uncheck();
  await expect(page.getByRole('article').filter({ hasText: company })).toContainText('Handled');
});

test('every admin content screen fits the screen width @phone', async ({ page }) => {
  test.setTimeout(90_000);
  await openAsAdmin(page, '/admin/services');
  const screens: [string, string][] = [
    ['/admin/services', 'Services'],
    ['/admin/jobs', 'Job Postings'],
    ['/admin/jobs/job-network-engineer/applications', 'Job Applications'],
    ['/admin/publications', 'Publications'],
    ['/admin/navigation', 'Navigation'],
    ['/admin/hero-slides', 'Hero Slides'],
    ['/admin/partners', 'Partners'],
    ['/admin/inbox', 'Inbox'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
