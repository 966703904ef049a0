import { expect, test } from '@playwright/test';
import { adminDb } from './support/admin';
import { forgetFormSenders } from './support/form-senders';

test.beforeEach(forgetFormSenders);

test('bad input shows every message under its field', async ({ page }) => {
  await page.goto('/work-with-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Partner' })).toBeVisible();
  await page.getByRole('main').getByLabel('Email').fill('nope');
  await page.getByRole('main').getByLabel('Description').fill('too short');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  for (const message of [
    'Company name is required',
    'TIN/Company ID is required',
    'Contact person name is required',
    'Invalid email address',
    'Phone number is required',
    'Please select a partnership type',
    'Please provide more details about the partnership',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
});

test('a good request lands exactly one document with the form fields @phone', async ({ page }) => {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `partner-${unique}@example.com`;
  await page.goto('/work-with-us');
  await page.getByRole('main').getByLabel('Company Name').fill(`E2E Partner ${unique}`);
  await page.getByRole('main').getByLabel('TIN/Company ID').fill('102345678');
  await page.getByRole('main').getByLabel('Contact Person').fill('Olivier Nshimiyimana');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Phone').fill('+250 788 552 410');
  await page.getByRole('main').getByLabel('Partnership Type').selectOption({ label: 'Technology Partner' });
  await page
    .getByRole('main')
    .getByLabel('Description')
    .fill('We build access control software and want a local installer.');
  await page.getByRole('button', { name: 'Submit Request' }).click();

  await expect(page.getByText('Partnership request submitted successfully')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Company Name')).toHaveValue('');

  const saved = await adminDb().collection('partnership_requests').where('email', '==', email).get();
  expect(saved.size).toBe(1);
  expect(saved.docs[0]!.data()).toMatchObject({
    company_name: `E2E Partner ${unique}`,
    tin_number: '102345678',
    contact_person: 'Olivier Nshimiyimana',
    email,
    phone: '+250 788 552 410',
    partnership_type: 'technology',
    description: 'We build access control software and want a local installer.',
  });
});
