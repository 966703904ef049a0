import { expect, test, type Page } from '@playwright/test';
import { adminDb } from './support/admin';
import { OFFLINE_BANNER, waitForServiceWorkerControl } from './support/pwa';

const QUEUED_TOAST = /saved on this device/i;
const pendingIndicator = (page: Page, count: number) =>
  page.getByText(count === 1 ? '1 submission waiting to be sent' : `${count} submissions waiting to be sent`);

/** Back online: the queued submission reaches Firestore and its success toast shows exactly once. */
async function expectSentOnceWhenOnline(page: Page, successText: string) {
  const success = page.getByRole('status').filter({ hasText: successText });
  await expect(success).toHaveCount(1, { timeout: 30_000 });
  await expect(pendingIndicator(page, 1)).toHaveCount(0);
  // No second toast for the same submission (e.g. from the write's promise and the queue check).
  await page.waitForTimeout(1500);
  await expect(success).toHaveCount(1);
}

test('a job application made offline survives a reload and arrives exactly once when back online', async ({
  page,
  context,
}) => {
  const email = `offline-applicant-${Date.now()}@example.rw`;
  await page.goto('/careers');
  await waitForServiceWorkerControl(page);
  await page.getByRole('button', { name: 'Apply Now' }).first().click();

  await context.setOffline(true);
  await page.getByRole('main').getByLabel('Full Name').fill('Offline Applicant');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Resume URL').fill('https://example.rw/cv.pdf');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('status').filter({ hasText: QUEUED_TOAST })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Full Name')).toHaveCount(0);
  await expect(pendingIndicator(page, 1)).toBeAttached();

  await page.reload();
  await expect(pendingIndicator(page, 1)).toBeAttached();
  const stored = () =>
    adminDb()
      .collection('job_applications')
      .where('email', '==', email)
      .get()
      .then((found) => found.size);
  expect(await stored()).toBe(0);

  await context.setOffline(false);
  await expectSentOnceWhenOnline(page, 'Application submitted successfully');
  expect(await stored()).toBe(1);
});

test('a contact message sent offline survives a reload and arrives exactly once when back online', async ({
  page,
  context,
}) => {
  const email = `offline-contact-${Date.now()}@example.rw`;
  await page.goto('/');
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  // Going offline starts the app, whose banner then moves the header down: a press made as it
  // appears can land on the banner instead. The visitor presses what they see once it is there.
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await page.getByRole('button', { name: 'Send a Message' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Offline Visitor');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Phone', { exact: true }).fill('0788123456');
  await dialog.getByLabel('Message', { exact: true }).fill('Please call me about CCTV for my shop.');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: QUEUED_TOAST })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(pendingIndicator(page, 1)).toBeAttached();

  await page.reload();
  await expect(pendingIndicator(page, 1)).toBeAttached();

  await context.setOffline(false);
  await expectSentOnceWhenOnline(page, 'Message sent successfully');
  const stored = await adminDb().collection('contact_messages').where('email', '==', email).get();
  expect(stored.size).toBe(1);
});
