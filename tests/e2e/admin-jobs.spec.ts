import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { startInbox, type Inbox } from '../../functions/test/support/smtp-inbox';
import { PORTS } from '../../scripts/lib/emulator-config';
import { adminDb } from './support/admin';
import { ownApplication } from './support/own-records';
import { demoAdmin, openAsAdmin } from './support/sign-in';
import { expect, test } from './support/test-with-removal';

async function addTo(page: Page, inputLabel: string, buttonName: string, text: string) {
  await page.getByLabel(inputLabel).fill(text);
  await page.getByRole('button', { name: buttonName }).click();
}

test('a job posting is created with its lists and deadline, edited, then deleted through the popup', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const title = `E2E Field Engineer ${stamp}`;
  // A deadline in the future whatever day the test runs: 30 June of next year.
  const year = new Date().getUTCFullYear() + 1;
  const deadline = `${year}-06-30`;
  await openAsAdmin(page, '/admin/jobs');

  await expect(page.getByLabel('Active (shown on the careers page)')).toBeChecked();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Department').fill('Engineering');
  await page.getByLabel('Location').fill('Kigali, Rwanda');
  await page
    .getByLabel('Description')
    .fill('Installs and maintains systems. Created by the end-to-end test.');
  await addTo(page, 'New requirement', 'Add Requirement', 'Driving licence');
  await addTo(page, 'New responsibility', 'Add Responsibility', 'Install CCTV systems');
  await addTo(page, 'New responsibility', 'Add Responsibility', 'Write site reports');
  await page.getByLabel('Application deadline').fill(deadline);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Job posting created successfully')).toBeVisible();

  const created = (await adminDb().collection('job_postings').where('title', '==', title).get()).docs[0];
  expect(created?.data()).toMatchObject({
    department: 'Engineering',
    requirements: ['Driving licence'],
    responsibilities: ['Install CCTV systems', 'Write site reports'],
    is_active: true,
  });
  // The end of 30 June in Kigali (UTC+2).
  expect((created!.get('expires_at') as Timestamp).toDate().toISOString()).toBe(`${deadline}T21:59:59.999Z`);

  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText(`Deadline ${deadline}`);
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Application deadline')).toHaveValue(deadline);
  await page.getByLabel('Active (shown on the careers page)').uncheck();
  await page.getByLabel('Application deadline').fill('');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Job posting updated successfully')).toBeVisible();
  const updated = await created!.ref.get();
  expect(updated.get('is_active')).toBe(false);
  expect(updated.get('expires_at')).toBeNull();

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const popup = page.getByRole('dialog', { name: 'Move to the trash?' });
  await expect(popup).toContainText(
    'It goes to the trash for 30 days, and can be restored from there until then.',
  );
  await popup.getByRole('button', { name: 'Cancel' }).click();
  expect((await created!.ref.get()).exists).toBe(true);

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await popup.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByText('Job posting deleted successfully')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  expect((await created!.ref.get()).exists).toBe(false);
});

test('an application status change saves only the status and the list reloads', async ({
  page,
  removeAfter,
}) => {
  const { ref, fullName, remove } = await ownApplication('app-aline-uwase', Date.now());
  removeAfter(remove);
  const before = (await ref.get()).data()!;
  const next = before.status === 'accepted' ? 'rejected' : 'accepted';
  await openAsAdmin(page, '/admin/jobs');

  await page.getByRole('link', { name: 'View applications for Network Engineer' }).click();
  await expect(page).toHaveURL('/admin/jobs/job-network-engineer/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Applications' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Applications for Network Engineer' })).toBeVisible();

  const card = page.getByRole('article', { name: new RegExp(fullName) });
  await expect(card.getByRole('link', { name: before.email })).toHaveAttribute(
    'href',
    `mailto:${before.email}`,
  );
  const resume = card.getByRole('link', { name: `Open ${fullName}'s resume (new tab)` });
  await expect(resume).toHaveAttribute('href', before.resume_url);
  await expect(resume).toHaveAttribute('target', '_blank');
  await expect(resume).toHaveAttribute('rel', /noopener/);
  await expect(card).toContainText(before.cover_letter);
  // Another posting's applicant is not listed here.
  await expect(page.getByRole('article', { name: /Eric Mugisha/ })).toHaveCount(0);

  await card.getByLabel('Status').selectOption(next);
  await expect(page.getByText('Application status updated successfully')).toBeVisible();
  await expect(card.locator(`[data-status="${next}"]`)).toBeVisible();

  const after = (await ref.get()).data()!;
  expect(after.status).toBe(next);
  // The status, and who changed it (the activity log names them), and nothing else.
  expect(after.status_changed_by).toBe(demoAdmin.uid);
  const { status_changed_by: _changedBy, ...rest } = after;
  const { status_changed_by: _changedBefore, ...restBefore } = before;
  expect({ ...rest, status: before.status }).toEqual(restBefore);

  await page.getByLabel('Filter by status').selectOption(next);
  await expect(page.getByRole('article', { name: new RegExp(fullName) })).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('');
  await page.getByLabel('Search by name or e-mail').fill('no such applicant');
  await expect(page.getByText('Nothing matches your search.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Job Postings' }).click();
  await expect(page).toHaveURL('/admin/jobs');
});

test('the applications CSV export holds every application of the posting, formula-safe', async ({ page }) => {
  const applications = await adminDb()
    .collection('job_applications')
    .where('job_posting_id', '==', 'job-network-engineer')
    .get();
  await openAsAdmin(page, '/admin/jobs/job-network-engineer/applications');
  await expect(page.getByRole('article').first()).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('applications-network-engineer.csv');
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Full name,Email,Phone,Resume URL,Cover letter,Status,Received');
  for (const application of applications.docs) {
    expect(csv).toContain(`${application.get('full_name')},${application.get('email')},`);
  }
  // Phone numbers starting with + are neutralised so a spreadsheet does not read them as formulas.
  expect(csv).toContain(",'+250");
});

test.describe('applications paging', () => {
  // A hidden posting of its own with 30 applications (10 reviewed), so the counts are exact.
  const postingId = 'e2e-paging-posting';
  const applicationIds = Array.from({ length: 30 }, (_, index) => `e2e-paging-application-${index}`);
  const postingRef = () => adminDb().collection('job_postings').doc(postingId);
  const applicationRef = (id: string) => adminDb().collection('job_applications').doc(id);

  test.beforeAll(async () => {
    const newest = Date.now() - 24 * 60 * 60 * 1000;
    const batch = adminDb().batch();
    batch.set(postingRef(), {
      title: 'E2E Paging Posting',
      department: 'Engineering',
      location: 'Kigali, Rwanda',
      description: 'A hidden posting the paging test adds and removes.',
      requirements: [],
      responsibilities: [],
      is_active: false,
      expires_at: null,
      created_at: Timestamp.fromMillis(newest),
    });
    applicationIds.forEach((id, index) => {
      const createdAt = Timestamp.fromMillis(newest - index * 60_000);
      batch.set(applicationRef(id), {
        job_posting_id: postingId,
        full_name: `Paging Applicant ${String(index).padStart(2, '0')}`,
        email: `paging${index}@example.com`,
        resume_url: `https://example.com/paging-${index}.pdf`,
        status: index % 3 === 0 ? 'reviewed' : 'pending',
        created_at: createdAt,
        // Marked as already mailed, so the mail trigger leaves them alone.
        delivery: { state: 'sent', at: createdAt },
      });
    });
    await batch.commit();
  });

  test.afterAll(async () => {
    const batch = adminDb().batch();
    batch.delete(postingRef());
    for (const id of applicationIds) batch.delete(applicationRef(id));
    await batch.commit();
  });

  test('the list pages with the real total, the status filter is applied by the query, search and CSV cover every application', async ({
    page,
  }) => {
    await openAsAdmin(page, `/admin/jobs/${postingId}/applications`);
    await expect(page.getByRole('heading', { name: 'Applications for E2E Paging Posting' })).toBeVisible();
    const cards = page.getByRole('article');
    const count = page.getByRole('status').filter({ hasText: /^Showing|match your search$/ });
    await expect(cards).toHaveCount(25);
    await expect(count).toHaveText('Showing 25 of 30 applications');
    await expect(cards.first()).toContainText('Paging Applicant 00');

    // With one page on screen, the export still holds all 30.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(csv.trimEnd().split('\r\n')).toHaveLength(31);
    expect(csv).toContain('Paging Applicant 29,paging29@example.com,');

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(30);
    await expect(count).toHaveText('Showing 30 of 30 applications');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await page.getByLabel('Filter by status').selectOption('reviewed');
    await expect(count).toHaveText('Showing 10 of 10 applications');
    await expect(cards).toHaveCount(10);

    // The search matches anywhere in the name, over the whole list, with the status filter kept.
    await page.getByLabel('Search by name or e-mail').fill('applicant 2');
    await expect(count).toHaveText('3 of 10 applications match your search');
    await expect(cards).toHaveText([/Paging Applicant 21/, /Paging Applicant 24/, /Paging Applicant 27/]);
    await page.getByLabel('Filter by status').selectOption('');
    await expect(count).toHaveText('10 of 30 applications match your search');
  });
});

test('an application whose e-mail failed says so and is sent again to the real SMTP server', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Resend Applicant ${Date.now()}`;
  // A copy of a seeded application, with five failed attempts: the mail trigger has given up on
  // it (and leaves a document with a delivery state alone), only an admin may send it again.
  const seeded = (await adminDb().collection('job_applications').doc('app-aline-uwase').get()).data()!;
  const ref = adminDb().collection('job_applications').doc();
  await ref.set({
    ...seeded,
    full_name: name,
    created_at: FieldValue.serverTimestamp(),
    delivery: { state: 'failed', attempts: 5, error: '451' },
  });

  let inbox: Inbox | undefined;
  try {
    await openAsAdmin(page, '/admin/jobs/job-network-engineer/applications');
    await page.getByLabel('Search by name or e-mail').fill(name);
    const card = page.getByRole('article', { name: new RegExp(name) });
    await expect(card).toContainText('E-mail notification: not sent, the mail server did not accept it');

    inbox = await startInbox(PORTS.smtp);
    const button = card.getByRole('button', { name: `Send the e-mail about ${name} again` });
    await button.click();
    await expect(page.getByText('E-mail sent', { exact: true })).toBeVisible();
    await expect(card).toContainText('E-mail notification: sent');
    await expect(button).toHaveCount(0);
    expect((await ref.get()).get('delivery.state')).toBe('sent');
    expect(inbox.mailsMentioning(name)).toHaveLength(1);
  } finally {
    await inbox?.close();
    await ref.delete();
  }
});
