import { expect, type Page } from '@playwright/test';
import { demoAdmin } from '../../../scripts/seed';

/** The seeded accounts: the demo admin (custom claim role "admin") and a plain user. */
export { demoAdmin, demoUser } from '../../../scripts/seed';

/** Fills in and sends the sign-in form of the page already at /login. */
export async function submitSignIn(page: Page, user: { email: string; password: string }) {
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens an admin URL as the demo admin: the guard sends the browser to /login, and signing in
 * brings it back to that URL.
 */
export async function openAsAdmin(page: Page, adminPath: string) {
  await page.goto(adminPath);
  // The admin starts from the app shell, whose code may all be fetched now: right after a public
  // page, the hosting emulator also serves the service worker's download of the whole app (in CI
  // that once took the shell more than 10 s).
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await submitSignIn(page, demoAdmin);
  await expect(page).toHaveURL(adminPath);
}
