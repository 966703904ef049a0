import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { waitForHydration } from './support/hydration';

/**
 * What the admins write in French and Kinyarwanda (seed/data/*.json `translations`) is what visitors
 * of /fr and /rw read; a field left untranslated shows the English.
 */

test('a product shows its French name and category at /fr and its English ones at the root @phone', async ({
  page,
  request,
}) => {
  // The page the server renders is already in French, before any script runs.
  const html = await (await request.get('/fr/products/hikvision-4mp-dome-camera')).text();
  expect(html).toContain('Caméra dôme Hikvision 4 MP');

  await page.goto('/fr/products/hikvision-4mp-dome-camera');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Caméra dôme Hikvision 4 MP' })).toBeVisible();
  await expect(main.locator('dl').getByText('Caméras CCTV')).toBeVisible();
  await expect(page).toHaveTitle(/Caméra dôme Hikvision 4 MP/);

  await page.goto('/products/hikvision-4mp-dome-camera');
  await waitForHydration(page);
  await expect(main.getByRole('heading', { level: 1, name: 'Hikvision 4MP Dome Camera' })).toBeVisible();
  await expect(main.locator('dl').getByText('CCTV Cameras')).toBeVisible();
  await expect(main.getByText('Caméra dôme Hikvision 4 MP')).toHaveCount(0);
});

test('the French product list and its category filters are in French', async ({ page }) => {
  await page.goto('/fr/products');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Caméra dôme Hikvision 4 MP' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Caméras CCTV' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Hikvision 4MP Dome Camera' })).toHaveCount(0);
});

test.describe('a product translated in part', () => {
  const id = 'e2e-translated-in-part';
  test.beforeAll(async () => {
    const now = Timestamp.now();
    await adminDb()
      .collection('products')
      .doc(id)
      .set({
        name: 'Partly Translated Switch',
        slug: id,
        category_id: 'cat-networking',
        description: 'An English description nobody translated.',
        price: 12_000,
        stock_status: 'in_stock',
        specifications: {},
        image_url: null,
        currency: 'RWF',
        // Older than every seeded product: the lists other specs count keep their first places.
        created_at: Timestamp.fromMillis(Date.UTC(2020, 0, 1)),
        updated_at: now,
        translations: { fr: { name: 'Commutateur traduit en partie', description: '' } },
      });
  });
  // Other specs count the seeded catalogue.
  test.afterAll(async () => {
    await adminDb().collection('products').doc(id).delete();
  });

  test('shows the English of a field left untranslated, and English where a language has nothing', async ({
    page,
  }) => {
    const main = page.getByRole('main');
    await page.goto(`/fr/products/${id}`);
    await expect(
      main.getByRole('heading', { level: 1, name: 'Commutateur traduit en partie' }),
    ).toBeVisible();
    // The English shown on a French page is marked as English for screen readers.
    await expect(main.getByText('An English description nobody translated.')).toHaveAttribute('lang', 'en');
    await expect(main.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');

    await page.goto(`/rw/products/${id}`);
    await expect(main.getByRole('heading', { level: 1, name: 'Partly Translated Switch' })).toBeVisible();
  });
});

test('a training reads in Kinyarwanda at /rw, its features too', async ({ page }) => {
  await page.goto('/rw/trainings/cctv-installation-maintenance-training');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Amahugurwa yo gushyiraho no kubungabunga CCTV' }),
  ).toBeVisible();
  await expect(main.getByText('Imyitozo ngiro muri laboratwari kuri kamera na NVR nyazo')).toBeVisible();
  await expect(main.getByText('CCTV Installation & Maintenance Training')).toHaveCount(0);
  await expect(main.getByText('Hands-on lab with real cameras and NVRs')).toHaveCount(0);
});

test('a service on the Kinyarwanda services page and home page is in Kinyarwanda', async ({ page }) => {
  const name = 'Insinga za mudasobwa zishyirwa kuri gahunda no gushyiraho imiyoboro';
  await page.goto('/rw/services');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
  await expect(
    page.getByRole('main').getByText('Gusura aho imirimo izakorerwa no gutegura umuyoboro'),
  ).toBeVisible();
  await page.goto('/rw');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
});

test('a job posting and its application form are in Kinyarwanda at /rw/careers @phone', async ({ page }) => {
  await page.goto('/rw/careers');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const title = 'Umwenjeniyeri w’imiyoboro ya mudasobwa';
  const engineer = main.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(engineer).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Network Engineer' })).toHaveCount(0);
  await engineer.getByRole('button', { name: 'Saba akazi' }).click();
  await expect(page.getByRole('region', { name: `Saba umwanya wa ${title}` })).toBeVisible();
});
