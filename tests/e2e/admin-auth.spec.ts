import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, demoUser, openAsAdmin, submitSignIn } from './support/sign-in';

test('a wrong password shows the error toast and keeps the visitor on /login', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, { email: demoAdmin.email, password: 'not-the-password' });
  await expect(page.getByText('Failed to sign in. Please check your credentials.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email address')).toHaveValue(demoAdmin.email);
});

test('the login form validates on submit with the domain messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
});

test('a signed-in user without the admin claim is kept out of /admin', async ({ page }) => {
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, demoUser);
  const notAdmin = page.getByText(
    `You are signed in as ${demoUser.email}, which is not an administrator account.`,
  );
  await expect(notAdmin).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(notAdmin).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(notAdmin).toHaveCount(0);
});

test('the admin signs in and lands on the admin URL first asked for, /login replaced in history', async ({
  page,
}) => {
  await page.goto('/');
  await openAsAdmin(page, '/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Categories' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('an admin opening /login goes straight to the dashboard, and Sign Out ends the session', async ({
  page,
}) => {
  await page.goto('/login');
  await submitSignIn(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the admin sidebar is a drawer on phones @phone', async ({ page, isMobile }) => {
  await openAsAdmin(page, '/admin');
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  if (isMobile) {
    await expect(sidebar).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open admin menu' }).click();
  }
  await expect(sidebar).toBeInViewport();
  for (const label of [
    'Dashboard',
    'Products',
    'Services',
    'Job Postings',
    'Publications',
    'Navigation',
    'Hero Slides',
    'Partners',
    'Categories',
    'Inbox',
  ]) {
    await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await sidebar.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  if (isMobile) await expect(sidebar).not.toBeInViewport();
  await expectNoHorizontalScroll(page);
});

test('public pages never download the sign-in or admin code', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  // A route's code is loaded before it renders, so a painted heading means its chunks are in.
  for (const path of ['/', '/products', '/careers', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  const publicSources = await Promise.all(scripts);
  expect(publicSources.length).toBeGreaterThan(0);
  // Strings only the Auth SDK and the admin kit contain.
  for (const marker of [
    'identitytoolkit.googleapis.com',
    'useConfirm must be used within a ConfirmProvider',
  ]) {
    expect(publicSources.filter((source) => source.includes(marker))).toHaveLength(0);
  }

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const allSources = await Promise.all(scripts);
  expect(allSources.some((source) => source.includes('identitytoolkit.googleapis.com'))).toBe(true);
});

test.describe('an admin screen whose code cannot be fetched', () => {
  // Requests a service worker makes cannot be intercepted; without one the page fetches chunks itself.
  test.use({ serviceWorkers: 'block' });

  test('shows a reload prompt, and the reload brings the screen back', async ({ page }) => {
    const categoriesChunk = /\/assets\/admin\/CategoriesPage-[^/]+\.js$/;
    await openAsAdmin(page, '/admin');
    await page.route(categoriesChunk, (route) => route.abort());
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Categories' })
      .click();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();

    await page.unroute(categoriesChunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Product Categories' })).toBeVisible();
  });
});

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
