import { expect, test, type Page } from '@playwright/test';
import { adminDb } from './support/admin';
import { Catalogue, TRANSLATED } from './support/catalogue';
import { waitForServiceWorkerControl } from './support/pwa';
import { forgetFormSenders } from './support/form-senders';

test.beforeEach(forgetFormSenders);

/**
 * Every public form in each translated language (the contact page has no form of its own: its
 * visitors use the contact dialog): sent empty, each field shows the language's validation message
 * (the catalogue's `validation` section); sent filled in, the language's success toast. Then one
 * form sent offline, whose queued message and pending count are in the language too.
 */

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message with one argument as a pattern that any value of it matches. Accessible names have
 * their spaces normalized (French's narrow no-break space before a colon becomes a space): any
 * space of the message matches any.
 */
function pattern(t: Catalogue, key: string, argument: string): RegExp {
  const [before = '', after = ''] = t.text(key, { [argument]: '\u0001' }).split('\u0001');
  const loose = (text: string) => escapeRegExp(text).replace(/\s+/g, '\\s+');
  return new RegExp(`^${loose(before)}.+${loose(after)}$`);
}

for (const locale of TRANSLATED) {
  test.describe(`in ${locale}`, () => {
    const t = new Catalogue(locale);
    const toast = (page: Page, key: string) =>
      page.getByRole('status').filter({ hasText: t.translated(key) });

    async function openContactDialog(page: Page) {
      await page.getByRole('button', { name: t.translated('layout.sendMessage'), exact: true }).click();
      return page.getByRole('dialog', { name: t.translated('contact.title') });
    }

    test('the contact dialog: empty, its validation messages; filled in, its success toast', async ({
      page,
    }) => {
      const message = `${locale} e2e ${unique()}: quote for 8 cameras`;
      await page.goto(`/${locale}`);
      const dialog = await openContactDialog(page);
      const send = dialog.getByRole('button', { name: t.translated('contact.send') });
      await send.click();
      for (const key of ['nameRequired', 'invalidEmail', 'phoneRequired', 'messageMin']) {
        await expect(dialog.getByText(t.translated(`validation.${key}`), { exact: true })).toBeVisible();
      }

      await dialog.getByLabel(t.text('contact.fields.name'), { exact: true }).fill('Aline Uwase');
      await dialog.getByLabel(t.text('contact.fields.email'), { exact: true }).fill('aline@example.rw');
      await dialog.getByLabel(t.text('contact.fields.phone'), { exact: true }).fill('+250 788 000 111');
      await dialog.getByLabel(t.text('contact.fields.message'), { exact: true }).fill(message);
      await send.click();
      await expect(toast(page, 'contact.success')).toBeVisible();
      await expect(dialog).toBeHidden();
      const stored = await adminDb().collection('contact_messages').where('message', '==', message).get();
      expect(stored.size).toBe(1);
    });

    test('the job application: empty, its validation messages; filled in, its success toast', async ({
      page,
    }) => {
      const email = `applicant-${locale}-${unique()}@example.rw`;
      await page.goto(`/${locale}/careers`);
      await page
        .getByRole('main')
        .getByRole('button', { name: t.translated('careers.applyNow') })
        .first()
        .click();
      const form = page.getByRole('region', { name: pattern(t, 'careers.applyFor', 'title') });
      const submit = form.getByRole('button', { name: t.translated('careers.submit') });
      await submit.click();
      for (const key of ['fullNameRequired', 'invalidEmail', 'resumeUrl']) {
        await expect(form.getByText(t.translated(`validation.${key}`), { exact: true })).toBeVisible();
      }

      await form.getByLabel(t.text('careers.fields.fullName'), { exact: true }).fill('Eric Habimana');
      await form.getByLabel(t.text('careers.fields.email'), { exact: true }).fill(email);
      await form
        .getByLabel(t.text('careers.fields.resumeUrl'), { exact: true })
        .fill('https://drive.example.com/cv.pdf');
      await submit.click();
      await expect(toast(page, 'careers.success')).toBeVisible();
      await expect(form).toHaveCount(0);
      const saved = await adminDb().collection('job_applications').where('email', '==', email).get();
      expect(saved.size).toBe(1);
    });

    test('the partnership request: empty, its validation messages; filled in, its success toast', async ({
      page,
    }) => {
      const email = `partner-${locale}-${unique()}@example.rw`;
      await page.goto(`/${locale}/work-with-us`);
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 1, name: t.translated('partnership.title') }),
      ).toBeVisible();
      const submit = main.getByRole('button', { name: t.translated('partnership.submit') });
      await submit.click();
      for (const key of [
        'companyNameRequired',
        'tinRequired',
        'contactPersonRequired',
        'invalidEmail',
        'phoneRequired',
        'partnershipType',
        'partnershipDescription',
      ]) {
        await expect(main.getByText(t.translated(`validation.${key}`), { exact: true })).toBeVisible();
      }

      const field = (key: string) => main.getByLabel(t.text(`partnership.fields.${key}`), { exact: true });
      await field('companyName').fill(`E2E Partenaire ${unique()}`);
      await field('tinNumber').fill('102345678');
      await field('contactPerson').fill('Olivier Nshimiyimana');
      await field('email').fill(email);
      await field('phone').fill('+250 788 552 410');
      await field('partnershipType').selectOption({
        label: t.translated('labels.partnershipTypes.technology'),
      });
      await field('description').fill('We build access control software and want a local installer.');
      await submit.click();
      await expect(toast(page, 'partnership.success')).toBeVisible();
      await expect(field('companyName')).toHaveValue('');
      const saved = await adminDb().collection('partnership_requests').where('email', '==', email).get();
      expect(saved.size).toBe(1);
    });
  });
}

test('offline, a message is queued in the language, and arrives once back online', async ({
  page,
  context,
}) => {
  const t = new Catalogue('rw');
  const email = `offline-rw-${unique()}@example.rw`;
  await page.goto('/rw');
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  // The offline banner moves the header down as it appears: press what is there once it shows.
  await expect(page.getByText(t.translated('pwa.offline'))).toBeVisible();
  await page.getByRole('button', { name: t.translated('layout.sendMessage'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.translated('contact.title') });
  await dialog.getByLabel(t.text('contact.fields.name'), { exact: true }).fill('Offline Visitor');
  await dialog.getByLabel(t.text('contact.fields.email'), { exact: true }).fill(email);
  await dialog.getByLabel(t.text('contact.fields.phone'), { exact: true }).fill('0788123456');
  await dialog
    .getByLabel(t.text('contact.fields.message'), { exact: true })
    .fill('Please call me about CCTV for my shop.');
  await dialog.getByRole('button', { name: t.translated('contact.send') }).click();
  await expect(page.getByRole('status').filter({ hasText: t.translated('contact.queued') })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(t.translated('pwa.pendingSubmissions', { count: 1, countText: '1' })),
  ).toBeAttached();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: t.translated('contact.success') })).toHaveCount(1, {
    timeout: 30_000,
  });
  const stored = await adminDb().collection('contact_messages').where('email', '==', email).get();
  expect(stored.size).toBe(1);
});
