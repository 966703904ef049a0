import { expect, type Page } from '@playwright/test';
import { demoAdmin } from '../../../scripts/seed';

/**
 * The seeded accounts: one for each role of the team (custom claim `role`: admin, editor,
 * recruiter) and a plain user without a role.
 */
export { demoAdmin, demoEditor, demoRecruiter, demoUser } from '../../../scripts/seed';

type Account = { email: string; password: string };

/** Fills in and sends the sign-in form of the page already at /login. */
export async function submitSignIn(page: Page, user: Account) {
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens an admin URL as a member of the team: the guard sends the browser to /login, and signing in
 * brings it back to that URL.
 */
export async function openAs(page: Page, user: Account, adminPath: string) {
  await page.goto(adminPath);
  // The admin starts from the app shell, whose code may all be fetched now: right after a public
  // page, the hosting emulator also serves the service worker's download of the whole app (in CI
  // that once took the shell more than 10 s).
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await submitSignIn(page, user);
  await expect(page).toHaveURL(adminPath);
}

/** Opens an admin URL as the demo admin (see openAs). */
export const openAsAdmin = (page: Page, adminPath: string) => openAs(page, demoAdmin, adminPath);
