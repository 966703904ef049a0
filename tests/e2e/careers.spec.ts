import { expect, test } from '@playwright/test';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { forgetFormSenders } from './support/form-senders';

test.beforeEach(forgetFormSenders);

/** The postings visitors may see now: active, and before their deadline if they have one. */
async function openPostingCount(): Promise<number> {
  const active = await adminDb().collection('job_postings').where('is_active', '==', true).get();
  const now = Date.now();
  return active.docs.filter((posting) => {
    const expiresAt = posting.get('expires_at') as Timestamp | null | undefined;
    return !expiresAt || expiresAt.toMillis() > now;
  }).length;
}

test('only active postings before their deadline are listed, with their details @phone', async ({ page }) => {
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  const postings = page.getByRole('main').getByRole('article');
  await expect(postings).toHaveCount(await openPostingCount());
  await expect(page.getByRole('heading', { name: 'Network Engineer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'CCTV & Security Systems Technician' })).toBeVisible();
  // Inactive, and past its deadline:
  await expect(page.getByText('Sales Executive (B2B)')).toHaveCount(0);
  await expect(page.getByText('IT Support Intern')).toHaveCount(0);

  const engineer = postings.filter({ has: page.getByRole('heading', { name: 'Network Engineer' }) });
  await expect(engineer.getByText('Engineering', { exact: true })).toBeVisible();
  await expect(engineer.getByText('Kigali, Rwanda', { exact: true })).toBeVisible();
  await expect(engineer.getByText('Deadline:')).toBeVisible();
  await expect(engineer.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  await expect(engineer.getByText('CCNA certification or equivalent knowledge')).toBeVisible();
  await expect(engineer.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
  await expect(engineer.getByText('Design and document client networks')).toBeVisible();
});

test('bad input shows the messages under the fields; Cancel closes and clears the form', async ({ page }) => {
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Apply Now' }).first().click();
  const form = page.getByRole('region', { name: /^Apply for / });
  await expect(form.getByRole('heading')).toBeFocused();
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Resume URL').fill('my cv');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Full name is required')).toBeVisible();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('Please provide a valid URL to your resume')).toBeVisible();

  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply Now' }).first().click();
  await expect(page.getByRole('region', { name: /^Apply for / }).getByLabel('Email')).toHaveValue('');
});

test('a good application lands exactly one pending document and resets the form @phone', async ({ page }) => {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `applicant-${unique}@example.com`;
  await page.goto('/careers');
  const engineer = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Network Engineer' }) });
  await engineer.getByRole('button', { name: 'Apply Now' }).click();
  const form = page.getByRole('region', { name: 'Apply for Network Engineer' });
  await form.getByLabel('Full Name').fill(`E2E Applicant ${unique}`);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Resume URL').fill('https://drive.example.com/cv.pdf');
  await form.getByLabel('Cover Letter (optional)').fill('I would love to join your network team.');
  await form.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByText('Application submitted successfully')).toBeVisible();
  await expect(form).toHaveCount(0);

  const saved = await adminDb().collection('job_applications').where('email', '==', email).get();
  expect(saved.size).toBe(1);
  const data = saved.docs[0]!.data();
  expect(data).toMatchObject({
    job_posting_id: 'job-network-engineer',
    full_name: `E2E Applicant ${unique}`,
    email,
    resume_url: 'https://drive.example.com/cv.pdf',
    cover_letter: 'I would love to join your network team.',
    status: 'pending',
  });
  expect(data).not.toHaveProperty('phone');
  expect(data.created_at.toDate().getTime()).toBeGreaterThan(Date.now() - 5 * 60_000);
});
