import type { Page } from '@playwright/test';
import { adminDb } from './support/admin';
import { extraProducts } from './support/extra-products';
import { ownApplication } from './support/own-records';
import { demoEditor, demoRecruiter, openAs } from './support/sign-in';
import { expect, test } from './support/test-with-removal';

const NO_ACCESS = "You don't have access to this page";

const sidebarOf = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

async function sidebarLinks(page: Page): Promise<string[]> {
  const links = sidebarOf(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.allInnerTexts();
}

/** A screen the role may not open: said so inside the admin, still signed in, at the same address. */
async function expectNoAccess(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS })).toBeVisible();
  await expect(page).toHaveURL(path);
  await expect(sidebarOf(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin');
}

test.describe('an editor', () => {
  const product = extraProducts('e2e-roles-editor', 1, ['cat-networking']);
  test.beforeAll(() => product.write());
  test.afterAll(() => product.remove());

  test('sees only the content screens, is told the applications and the inbox are not theirs, and saves a product', async ({
    page,
  }) => {
    await openAs(page, demoEditor, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await sidebarLinks(page)).toEqual([
      'Dashboard',
      'Products',
      'Services',
      'Publications',
      'Navigation',
      'Hero Slides',
      'Partners',
      'Categories',
      'Trash',
    ]);
    // The dashboard reads only what an editor may read.
    await expect(page.getByRole('link', { name: /^Products\s*\d+$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Job Applications/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Recent Job Applications' })).toHaveCount(0);

    await expectNoAccess(page, '/admin/jobs/job-network-engineer/applications');
    await expect(page.getByText('Aline Uwase')).toHaveCount(0);
    await expectNoAccess(page, '/admin/inbox');
    await expectNoAccess(page, '/admin/team');
    await expectNoAccess(page, '/admin/activity');

    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const [id] = product.ids;
    const [name] = product.names;
    await sidebarOf(page).getByRole('link', { name: 'Products', exact: true }).click();
    await page.getByLabel('Search products by name or slug').fill(id!);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByLabel('Price (RWF)').fill('424242');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully')).toBeVisible();
    const saved = await adminDb().collection('products').doc(id!).get();
    expect(saved.get('price')).toBe(424242);
    expect(saved.get('updated_by')).toBe(demoEditor.uid);
  });
});

test.describe('a recruiter', () => {
  test("sees only the jobs, changes an application's status, and may not open the products", async ({
    page,
    removeAfter,
  }) => {
    const own = await ownApplication('app-eric-mugisha', Date.now());
    removeAfter(own.remove);
    const application = own.ref;
    const before = (await application.get()).data()!;
    const next = before.status === 'accepted' ? 'rejected' : 'accepted';
    await openAs(page, demoRecruiter, '/admin');
    expect(await sidebarLinks(page)).toEqual(['Dashboard', 'Job Postings', 'Trash']);
    await expect(page.getByRole('link', { name: /^Job Applications\s*\d+$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Products/ })).toHaveCount(0);

    await sidebarOf(page).getByRole('link', { name: 'Job Postings' }).click();
    await page
      .getByRole('link', { name: 'View applications for CCTV & Security Systems Technician' })
      .click();
    const card = page.getByRole('article', { name: new RegExp(own.fullName) });
    await card.getByLabel('Status').selectOption(next);
    await expect(page.getByText('Application status updated successfully')).toBeVisible();
    await expect(card.locator(`[data-status="${next}"]`)).toBeVisible();
    const after = (await application.get()).data()!;
    expect(after.status).toBe(next);
    expect(after.status_changed_by).toBe(demoRecruiter.uid);

    await expectNoAccess(page, '/admin/products');
    await expect(page.getByLabel('Search products by name or slug')).toHaveCount(0);
  });
});
