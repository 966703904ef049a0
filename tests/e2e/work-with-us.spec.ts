import { expect, test } from '@playwright/test';
import { adminDb } from './support/admin';

test('bad input shows every message under its field', async ({ page }) => {
  await page.goto('/work-with-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Partner' })).toBeVisible();
  await page.getByLabel('Email').fill('nope');
  await page.getByLabel('Description').fill('too short');
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
  await page.getByLabel('Company Name').fill(`E2E Partner ${unique}`);
  await page.getByLabel('TIN/Company ID').fill('102345678');
  await page.getByLabel('Contact Person').fill('Olivier Nshimiyimana');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+250 788 552 410');
  await page.getByLabel('Partnership Type').selectOption({ label: 'Technology Partner' });
  await page.getByLabel('Description').fill('We build access control software and want a local installer.');
  await page.getByRole('button', { name: 'Submit Request' }).click();

  await expect(page.getByText('Partnership request submitted successfully')).toBeVisible();
  await expect(page.getByLabel('Company Name')).toHaveValue('');

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
