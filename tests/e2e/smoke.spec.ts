import { expect, test } from '@playwright/test';
import { adminDb } from './support/admin';

test('the home page shows the newest seeded product', async ({ page }) => {
  const newest = await adminDb().collection('products').orderBy('created_at', 'desc').limit(1).get();
  const name = newest.docs[0]?.get('name') as string;
  expect(name).toBeTruthy();
  await page.goto('/');
  await expect(page.getByRole('link', { name })).toBeVisible();
});

test('an unknown route shows the 404 page @phone', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await expect(page).toHaveTitle('404 - Page Not Found');
});
