import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { OFFLINE_BANNER, waitForServiceWorkerControl } from './support/pwa';
import { forgetFormSenders } from './support/form-senders';

test.beforeEach(forgetFormSenders);

const QUEUED_TOAST = /saved on this device/i;

/** The submissions this device still lists (waiting to be sent, or refused). */
const listedOnThisDevice = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('kigali.pendingSubmissions') ?? '[]') as unknown[]);
const pendingIndicator = (page: Page, count: number) =>
  page.getByText(count === 1 ? '1 submission waiting to be sent' : `${count} submissions waiting to be sent`);

/**
 * Back online: the queued submission is sent to the submissions Function, which stores it, and only
 * then its success toast shows, exactly once.
 */
async function expectSentOnceWhenOnline(page: Page, successText: string) {
  const success = page.getByRole('status').filter({ hasText: successText });
  await expect(success).toHaveCount(1, { timeout: 30_000 });
  // The toast is given as a listed submission is settled, in the same step that takes it off the
  // list: once nothing is listed, no settling is left that could give a second one.
  await expect.poll(() => listedOnThisDevice(page)).toEqual([]);
  await expect(pendingIndicator(page, 1)).toHaveCount(0);
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
  const [application] = (await adminDb().collection('job_applications').where('email', '==', email).get())
    .docs;
  expect(application?.data()).toMatchObject({ full_name: 'Offline Applicant', status: 'pending' });
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

test.describe('an application queued offline to a posting that closes before it is sent', () => {
  // A posting of each test's own, open when the visitor applies and closed by the company meanwhile.
  let title: string;
  let posting: DocumentReference;

  test.beforeEach(async () => {
    const stamp = Date.now();
    title = `E2E Closing Posting ${stamp}`;
    posting = adminDb().collection('job_postings').doc(`e2e-closing-posting-${stamp}`);
    await posting.set({
      title,
      department: 'Engineering',
      location: 'Kigali, Rwanda',
      description: 'A posting the queued-forms test opens and closes.',
      requirements: [],
      responsibilities: [],
      is_active: true,
      expires_at: null,
      created_at: Timestamp.now(),
    });
  });
  test.afterEach(async () => {
    await posting.delete();
  });

  /** Applies offline to the test's posting; returns what the visitor typed. */
  async function applyOffline(page: Page, context: BrowserContext) {
    const typed = {
      name: 'Refused Applicant',
      email: `refused-applicant-${Date.now()}@example.rw`,
      resume: 'https://example.rw/refused-cv.pdf',
      letter: 'I would love to design networks with you.',
    };
    await page.goto('/careers');
    await waitForServiceWorkerControl(page);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await card.getByRole('button', { name: 'Apply Now' }).click();

    await context.setOffline(true);
    const main = page.getByRole('main');
    await main.getByLabel('Full Name').fill(typed.name);
    await main.getByLabel('Email').fill(typed.email);
    await main.getByLabel('Resume URL').fill(typed.resume);
    await main.getByLabel('Cover Letter (optional)').fill(typed.letter);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('status').filter({ hasText: QUEUED_TOAST })).toBeVisible();
    await expect(pendingIndicator(page, 1)).toBeAttached();
    return typed;
  }

  async function expectToldWithEverythingTyped(page: Page, typed: Awaited<ReturnType<typeof applyOffline>>) {
    const notice = page.getByRole('alert').filter({ hasText: 'A form you filled in was not sent' });
    await notice.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Not sent' });
    await expect(dialog.getByRole('heading', { name: `Your application for ${title}` })).toBeVisible();
    await expect(dialog.getByText(/This position closed, or its deadline passed/)).toBeVisible();
    for (const value of Object.values(typed)) await expect(dialog.getByText(value)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy my details' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'See open positions' })).toHaveAttribute(
      'href',
      '/careers',
    );
    await expect(pendingIndicator(page, 1)).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: 'Application submitted successfully' }),
    ).toHaveCount(0);
    expect(
      (await adminDb().collection('job_applications').where('email', '==', typed.email).get()).size,
    ).toBe(0);
    return dialog;
  }

  test('the visitor is told, with everything typed, and may discard it', async ({ page, context }) => {
    const typed = await applyOffline(page, context);
    await posting.update({ is_active: false });
    await context.setOffline(false);

    const dialog = await expectToldWithEverythingTyped(page, typed);
    // Still there after a reload, until the visitor decides.
    await page.reload();
    await expect(
      page.getByRole('alert').filter({ hasText: 'A form you filled in was not sent' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByText(typed.email)).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'not sent' })).toHaveCount(0);
    expect(await listedOnThisDevice(page)).toEqual([]);
  });

  test('after a reload, the server’s answer tells: the posting closed', async ({ page, context }) => {
    const typed = await applyOffline(page, context);
    await page.reload();
    await expect(pendingIndicator(page, 1)).toBeAttached();
    await posting.update({ expires_at: Timestamp.fromMillis(Date.now() - 60_000) });
    await context.setOffline(false);

    await expect(
      page.getByRole('alert').filter({ hasText: 'A form you filled in was not sent' }),
    ).toBeVisible();
    await expectToldWithEverythingTyped(page, typed);
  });
});
