import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { openAsAdmin } from './support/sign-in';

/**
 * Every content screen's delete moves the item to the trash and says so. Each test deletes a copy
 * of a seeded document (the seeded one is only read), made with a stamp and hidden from visitors
 * where the collection can hide it, and removes what the delete leaves in the trash.
 */
const SCREENS = [
  {
    screen: 'products',
    collection: 'products',
    seeded: 'prod-hikvision-dome-4mp',
    label: 'name',
    said: 'Product',
  },
  {
    screen: 'categories',
    collection: 'product_categories',
    seeded: 'cat-cctv',
    label: 'name',
    said: 'Category',
  },
  {
    screen: 'services',
    collection: 'services',
    seeded: 'svc-network-installation',
    label: 'name',
    said: 'Service',
  },
  {
    screen: 'publications',
    collection: 'publications',
    seeded: 'pub-wifi6-for-offices',
    label: 'title',
    said: 'Publication',
  },
  {
    screen: 'navigation',
    collection: 'navigation_items',
    seeded: 'nav-home',
    label: 'label',
    said: 'Navigation item',
  },
  {
    screen: 'hero-slides',
    collection: 'hero_slides',
    seeded: 'hero-security',
    label: 'title',
    said: 'Hero slide',
  },
  { screen: 'partners', collection: 'partners', seeded: 'partner-hikvision', label: 'name', said: 'Partner' },
  {
    screen: 'jobs',
    collection: 'job_postings',
    seeded: 'job-network-engineer',
    label: 'title',
    said: 'Job posting',
  },
] as const;

for (const { screen, collection, seeded, label, said } of SCREENS) {
  test(`the ${screen} screen's delete moves the item to the trash and says "${said} deleted successfully"`, async ({
    page,
  }) => {
    const stamp = Date.now();
    const id = `e2e-delete-${stamp}`;
    const name = `AAA E2E delete ${stamp}`;
    const db = adminDb();
    const original = await db.collection(collection).doc(seeded).get();
    expect(original.exists, `seeded ${collection}/${seeded}`).toBe(true);
    const data = original.data()!;
    const now = Timestamp.now();
    await db
      .collection(collection)
      .doc(id)
      .set({
        ...data,
        [label]: name,
        ...('slug' in data ? { slug: id } : {}),
        ...('is_active' in data ? { is_active: false } : {}),
        ...('is_published' in data ? { is_published: false, published_at: null } : {}),
        ...('order_index' in data ? { order_index: 999 } : {}),
        ...('created_at' in data ? { created_at: now } : {}),
        ...('updated_at' in data ? { updated_at: now } : {}),
      });
    try {
      await openAsAdmin(page, `/admin/${screen}`);
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await page
        .getByRole('dialog', { name: 'Move to the trash?' })
        .getByRole('button', { name: 'Move to trash' })
        .click();
      await expect(page.getByText(`${said} deleted successfully`)).toBeVisible();
      await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
      expect((await db.collection(collection).doc(id).get()).exists).toBe(false);
      expect((await db.collection('trash').doc(`${collection}:${id}`).get()).get('label')).toBe(name);
    } finally {
      await db.collection(collection).doc(id).delete();
      await db.collection('trash').doc(`${collection}:${id}`).delete();
    }
  });
}
