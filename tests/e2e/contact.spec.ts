import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { EMULATOR_APP_CHECK_TOKEN, forgetFormSenders } from './support/form-senders';

test.beforeEach(forgetFormSenders);

test('bad input shows every documented message under its field and sends nothing', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Send a Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(dialog.getByText('Phone number is required')).toBeVisible();
  await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();

  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Message').fill('short');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('a good message lands in contact_messages, the modal closes and the toast confirms @phone', async ({
  page,
  isMobile,
}) => {
  const text = `Please quote 8 cameras for our Remera shop (e2e ${Date.now()}-${Math.random()})`;
  await page.goto('/');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Send a Message' }).click();
  } else {
    await page.getByRole('button', { name: 'Send a Message' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await dialog.getByLabel('Name').fill('Aline Uwase');
  await dialog.getByLabel('Email').fill('aline@example.rw');
  await dialog.getByLabel('Phone').fill('+250 788 000 111');
  await dialog.getByLabel('Message').fill(text);
  await dialog.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Message sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const stored = await adminDb().collection('contact_messages').where('message', '==', text).get();
  expect(stored.size).toBe(1);
  const data = stored.docs[0]!.data();
  expect(data).toMatchObject({
    name: 'Aline Uwase',
    email: 'aline@example.rw',
    phone: '+250 788 000 111',
    message: text,
  });
  expect(data.created_at).toBeInstanceOf(Timestamp);

  // Reopened after a successful send, the form is empty again.
  await page.getByRole('button', { name: isMobile ? 'Open menu' : 'Send a Message' }).click();
  if (isMobile) {
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Send a Message' }).click();
  }
  await expect(dialog.getByLabel('Message')).toHaveValue('');
});

test('a visitor past the limit of messages is told how long to wait, and keeps what they typed', async ({
  page,
  request,
}) => {
  // Five messages from this address in the last minutes, the most a sender may send in ten: sent as
  // the app sends them, to the submissions Function through Hosting.
  const fields = {
    name: 'Eager Visitor',
    email: 'eager@example.rw',
    phone: '+250 788 000 222',
    message: 'Please call me back about cameras.',
  };
  for (let index = 0; index < 5; index++) {
    const sent = await request.post('/api/submissions/contact_messages', {
      headers: { 'X-Firebase-AppCheck': EMULATOR_APP_CHECK_TOKEN },
      data: { id: randomUUID().replaceAll('-', '').slice(0, 20), fields },
    });
    expect(sent.status()).toBe(201);
  }
  const text = `A sixth message, e2e ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Send a Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await dialog.getByLabel('Name').fill(fields.name);
  await dialog.getByLabel('Email').fill(fields.email);
  await dialog.getByLabel('Phone').fill(fields.phone);
  await dialog.getByLabel('Message').fill(text);
  await dialog.getByRole('button', { name: 'Send Message' }).click();

  await expect(
    page.getByText(
      /^You have sent this form several times in a short while\. Please try again in \d+ minutes\.$/,
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel('Message')).toHaveValue(text);
  expect((await adminDb().collection('contact_messages').where('message', '==', text).get()).size).toBe(0);
});

test('the close button and Escape close the modal, keep the draft and return focus', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Send a Message' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog.getByLabel('Name')).toBeVisible();
  await dialog.getByLabel('Name').fill('Jean Claude');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog.getByLabel('Name')).toHaveValue('Jean Claude');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
