import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Timestamp } from 'firebase-admin/firestore';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/lib/emulator-config';
import { adminDb } from './support/admin';
import { demoEditor, openAs, openAsAdmin } from './support/sign-in';

/** Firestore's REST API on the emulator, as a visitor calls it: no sign-in, the rules apply. */
const documents = `http://${HOST}:${PORTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

const KIGALI_OFFSET_MS = 2 * 60 * 60 * 1000;

/**
 * A moment as the "Publish at" field takes it, in Kigali time. Chromium drops seconds that are zero
 * from a datetime-local value, so they are written only when there are some.
 */
function publishAtValue(moment: Date): string {
  const kigali = new Date(moment.getTime() + KIGALI_OFFSET_MS).toISOString();
  return kigali.slice(16, 19) === ':00' ? kigali.slice(0, 16) : kigali.slice(0, 19);
}

const publicationTitled = async (title: string) => {
  const found = (await adminDb().collection('publications').where('title', '==', title).get()).docs[0];
  if (!found) throw new Error(`No publication titled "${title}"`);
  return found;
};

/** Writes an article as published at `moment` in the admin's form and saves it; returns its id. */
async function scheduleArticle(page: Page, title: string, moment: Date): Promise<string> {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('Company News');
  await page.getByLabel('Content').fill('Written ahead by the end-to-end test.\n\nIt goes out at its time.');
  await page.getByRole('checkbox', { name: 'Published' }).check();
  await page.getByLabel('Publish at (Kigali time)').fill(publishAtValue(moment));
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Publication created successfully')).toBeVisible();
  return (await publicationTitled(title)).id;
}

/** The ids the visitors' query of the news page returns: published and due by `now`. */
async function visitorsQuery(now: Date): Promise<string[]> {
  const response = await fetch(`${documents}:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'publications' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              {
                fieldFilter: {
                  field: { fieldPath: 'is_published' },
                  op: 'EQUAL',
                  value: { booleanValue: true },
                },
              },
              {
                fieldFilter: {
                  field: { fieldPath: 'published_at' },
                  op: 'LESS_THAN_OR_EQUAL',
                  value: { timestampValue: now.toISOString() },
                },
              },
            ],
          },
        },
        orderBy: [{ field: { fieldPath: 'published_at' }, direction: 'DESCENDING' }],
      },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const results = (await response.json()) as { document?: { name: string } }[];
  return results.flatMap((result) => (result.document ? [result.document.name.split('/').pop()!] : []));
}

/** A visitor's page: a browser context of its own, never signed in. */
async function visitorPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Waits for the news list to be read (a seeded article is on it), so an absence means something. */
async function openNews(page: Page) {
  await page.goto('/news');
  await expect(
    page
      .getByRole('main')
      .getByRole('heading', { level: 2, name: 'How to Choose the Right CCTV System for Your Business' }),
  ).toBeVisible();
}

const removeArticles = async (ids: string[]) =>
  Promise.all(ids.map((id) => adminDb().doc(`publications/${id}`).delete()));

test('an article an editor schedules for next year is hidden from visitors and shown by its preview', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `E2E Scheduled Next Year ${Date.now()}`;
  const nextYear = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 1, 7, 0, 0));
  await openAs(page, demoEditor, '/admin/publications');
  const id = await scheduleArticle(page, title, nextYear);
  try {
    const stored = await adminDb().doc(`publications/${id}`).get();
    expect(stored.get('is_published')).toBe(true);
    expect((stored.get('published_at') as Timestamp).toDate()).toEqual(nextYear);
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText(`Scheduled for 1 Mar ${nextYear.getUTCFullYear()}, 09:00 Kigali time`);

    const visitor = await visitorPage(browser);
    await openNews(visitor);
    await expect(visitor.getByText(title)).toHaveCount(0);
    await visitor.goto(`/news/${id}`);
    await expect(visitor.getByRole('heading', { name: 'Article not found' })).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);

    // Firestore itself refuses the article to a visitor who asks for it directly.
    const direct = await fetch(`${documents}/publications/${id}`);
    expect(direct.status).toBe(403);
    expect(await direct.text()).toContain('PERMISSION_DENIED');
    expect(await visitorsQuery(new Date())).not.toContain(id);
    await visitor.context().close();

    await row.getByRole('link', { name: `Preview ${title}` }).click();
    await expect(page).toHaveURL(`/admin/publications/${id}/preview`);
    await expect(
      page.getByText(`Preview — Scheduled for 1 Mar ${nextYear.getUTCFullYear()}, 09:00 Kigali time`),
    ).toBeVisible();
    // The public article page's own view: its way back to the news, its title and its paragraphs.
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article.getByRole('link', { name: 'Back to News' })).toBeVisible();
    await expect(article.getByText('It goes out at its time.')).toBeVisible();
    await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();

    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(page).toHaveURL('/admin/publications');
    await expect(page.getByRole('heading', { name: 'Edit Publication' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
  } finally {
    await removeArticles([id]);
  }
});

test('an article scheduled a few seconds ahead appears on the news page at its time', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `E2E Scheduled Soon ${Date.now()}`;
  await openAsAdmin(page, '/admin/publications');
  // Its time is set by the test: a little ahead, enough to check it is hidden right after saving.
  const soon = new Date(Math.ceil((Date.now() + 20_000) / 1000) * 1000);
  const id = await scheduleArticle(page, title, soon);
  try {
    expect(
      ((await adminDb().doc(`publications/${id}`).get()).get('published_at') as Timestamp).toDate(),
    ).toEqual(soon);
    // Right after saving, before its time, the visitors' query does not return it.
    const justAfterSaving = new Date();
    expect(justAfterSaving.getTime()).toBeLessThan(soon.getTime());
    expect(await visitorsQuery(justAfterSaving)).not.toContain(id);

    // Once its time has come, the news page lists it and its page shows it: nothing was written since.
    const visitor = await visitorPage(browser);
    await expect(async () => {
      await openNews(visitor);
      await expect(visitor.getByRole('main').getByRole('link', { name: title })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 90_000 });
    await visitor.getByRole('main').getByRole('link', { name: title }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await visitorsQuery(new Date())).toContain(id);
    await visitor.context().close();
  } finally {
    await removeArticles([id]);
  }
});

test('the news page the server renders lists the published articles, not those scheduled ahead', async ({
  request,
}) => {
  const html = await (await request.get('/news')).text();
  expect(html).toContain('How to Choose the Right CCTV System for Your Business');
  expect(html).not.toContain('Why Wi-Fi 6 Matters for Rwandan Offices');
});
