import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { openAsAdmin } from './support/sign-in';

/**
 * An admin writes the French and Kinyarwanda versions of catalogue texts in the forms' language tabs
 * (issue 15 part 6), and visitors reading those languages see them. The items are written here with the
 * Admin SDK, newest so the admin's paged product list shows them first, and removed afterwards with the
 * slug claims the admin's saves made: other specs count the seeded catalogue.
 */
const stamp = Date.now();
const created = Timestamp.fromMillis(stamp);
const product = {
  id: `e2e-translated-product-${stamp}`,
  name: `E2E Bullet Camera ${stamp}`,
  slug: `e2e-bullet-camera-${stamp}`,
  frenchName: `Caméra tube E2E ${stamp}`,
};
const service = {
  id: `e2e-translated-service-${stamp}`,
  name: `E2E Network Audit ${stamp}`,
  slug: `e2e-network-audit-${stamp}`,
  features: ['Site survey', 'Remote viewing'],
  kinyarwandaFeatures: ['Gusura aho bizashyirwa', 'Kureba kure amashusho'],
};

test.beforeAll(async () => {
  const db = adminDb();
  await db.collection('products').doc(product.id).set({
    name: product.name,
    slug: product.slug,
    category_id: 'cat-cctv',
    description: 'A bullet camera the translation test adds and removes.',
    price: 250000,
    stock_status: 'in_stock',
    specifications: {},
    image_url: null,
    currency: 'RWF',
    created_at: created,
    updated_at: created,
  });
  await db
    .collection('services')
    .doc(service.id)
    .set({
      name: service.name,
      slug: service.slug,
      description: 'A network audit the translation test adds and removes.',
      category: 'IT Consulting',
      features: service.features,
      price_range: { min: 0, max: 0 },
      image_url: null,
      created_at: created,
      updated_at: created,
    });
});

test.afterAll(async () => {
  const db = adminDb();
  await Promise.all([
    db.collection('products').doc(product.id).delete(),
    db.collection('services').doc(service.id).delete(),
    db.collection('slugs').doc(`products:${product.slug}`).delete(),
    db.collection('slugs').doc(`services:${service.slug}`).delete(),
  ]);
});

test("a product's French name, written in its form's French tab, is the name French visitors read", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsAdmin(page, '/admin/products');
  await page.getByRole('button', { name: `Edit ${product.name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit ${product.name}` })).toBeVisible();

  // The language tabs answer the arrow keys, as WAI-ARIA tabs do.
  await page.getByRole('tab', { name: 'English' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Français' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Français' })).toHaveAttribute('aria-selected', 'true');
  const frenchName = page.getByRole('tabpanel', { name: 'Français' }).getByLabel('Name (French)');
  await expect(frenchName).toHaveAttribute('lang', 'fr');
  await frenchName.fill(product.frenchName);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();

  const saved = await adminDb().collection('products').doc(product.id).get();
  expect(saved.get('name')).toBe(product.name);
  expect(saved.get('translations')).toEqual({ fr: { name: product.frenchName } });

  await page.goto(`/fr/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.frenchName })).toBeVisible();
  // Without a Kinyarwanda name, Kinyarwanda visitors read the English one.
  await page.goto(`/rw/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});

test("a service's Kinyarwanda features, written in its form's Kinyarwanda tab, are the features Kinyarwanda visitors read", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsAdmin(page, '/admin/services');
  await page.getByRole('button', { name: `Edit ${service.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Service' })).toBeVisible();

  await page.getByRole('tab', { name: 'Ikinyarwanda' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Ikinyarwanda' });
  await expect(panel).toContainText('No features yet.');
  for (const feature of service.kinyarwandaFeatures) {
    await panel.getByLabel('New feature (Kinyarwanda)').fill(feature);
    await panel.getByRole('button', { name: 'Add Feature' }).click();
  }
  await expect(panel.getByRole('listitem')).toContainText(service.kinyarwandaFeatures);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Service updated successfully')).toBeVisible();

  const saved = await adminDb().collection('services').doc(service.id).get();
  expect(saved.get('features')).toEqual(service.features);
  expect(saved.get('translations')).toEqual({ rw: { features: service.kinyarwandaFeatures } });

  await page.goto(`/rw/services/${service.slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  for (const feature of service.kinyarwandaFeatures) await expect(main).toContainText(feature);
  await expect(main).not.toContainText(service.features[1]!);
});
