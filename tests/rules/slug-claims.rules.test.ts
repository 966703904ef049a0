import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN, ACTORS } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import { CATEGORY_ID, productCategoryFields, productFields, serviceFields, stored } from './support/fixtures';
import { claimPath, setWithClaim } from './support/slug-claims';

const SLUG = productFields().slug as string;
const claim = (docId: string, collectionName = 'products') => ({ collection: collectionName, doc_id: docId });

// products/held has SLUG and its claim; products/other has another slug.
const env = useRulesEnvironment(() => ({
  [`product_categories/${CATEGORY_ID}`]: productCategoryFields(),
  'products/held': stored.product(),
  [claimPath('products', SLUG)]: claim('held'),
  'products/other': { ...stored.product(), slug: 'other-camera' },
  [claimPath('products', 'other-camera')]: claim('other'),
}));

const admin = () => ADMIN.firestore(env());
const created = (overrides: DocumentData = {}): DocumentData => ({
  ...productFields(),
  slug: 'new-camera',
  created_at: serverTimestamp(),
  updated_at: serverTimestamp(),
  ...overrides,
});

describe('slug claims: a product or service with a new slug comes with its claim', () => {
  it('refuses a product created without its claim', async () => {
    await assertFails(setDoc(doc(admin(), 'products/new'), created()));
  });

  it('accepts it with its claim', async () => {
    await assertSucceeds(setWithClaim(admin(), 'products', 'new', created()));
  });

  it('refuses a claim naming another document than the one written', async () => {
    const db = admin();
    const batch = writeBatch(db);
    batch.set(doc(db, 'products/new'), created());
    batch.set(doc(db, claimPath('products', 'new-camera')), claim('other'));
    await assertFails(batch.commit());
  });

  it('refuses a service created without its claim, accepts it with one', async () => {
    const service = { ...serviceFields(), created_at: serverTimestamp(), updated_at: serverTimestamp() };
    await assertFails(setDoc(doc(admin(), 'services/new'), service));
    await assertSucceeds(setWithClaim(admin(), 'services', 'new', service));
  });

  it('refuses a product claiming a slug under the services', async () => {
    const db = admin();
    const batch = writeBatch(db);
    batch.set(doc(db, 'products/new'), created());
    batch.set(doc(db, claimPath('services', 'new-camera')), claim('new', 'services'));
    await assertFails(batch.commit());
  });

  it('lets an edit that keeps the slug through without a claim', async () => {
    await assertSucceeds(
      updateDoc(doc(admin(), 'products/other'), { price: 1000, updated_at: serverTimestamp() }),
    );
  });

  it('refuses an edit to a new slug without its claim, accepts it with the claim moved', async () => {
    const db = admin();
    const rename = { slug: 'renamed-camera', updated_at: serverTimestamp() };
    await assertFails(updateDoc(doc(db, 'products/other'), rename));

    const batch = writeBatch(db);
    batch.update(doc(db, 'products/other'), rename);
    batch.set(doc(db, claimPath('products', 'renamed-camera')), claim('other'));
    batch.delete(doc(db, claimPath('products', 'other-camera')));
    await assertSucceeds(batch.commit());
  });
});

describe('slug claims: a claim another document holds', () => {
  it('refuses taking it while that document still has the slug', async () => {
    const db = admin();
    const batch = writeBatch(db);
    batch.update(doc(db, 'products/other'), { slug: SLUG, updated_at: serverTimestamp() });
    batch.set(doc(db, claimPath('products', SLUG)), claim('other'));
    await assertFails(batch.commit());
  });

  it('accepts taking it over once that document has another slug', async () => {
    const db = admin();
    const batch = writeBatch(db);
    batch.update(doc(db, 'products/held'), { slug: 'held-renamed', updated_at: serverTimestamp() });
    batch.set(doc(db, claimPath('products', 'held-renamed')), claim('held'));
    batch.update(doc(db, 'products/other'), { slug: SLUG, updated_at: serverTimestamp() });
    batch.set(doc(db, claimPath('products', SLUG)), claim('other'));
    batch.delete(doc(db, claimPath('products', 'other-camera')));
    await assertSucceeds(batch.commit());
  });
});

describe('slug claims: releasing a claim', () => {
  it('refuses releasing a claim its document still uses', async () => {
    await assertFails(deleteDoc(doc(admin(), claimPath('products', SLUG))));
  });

  it('accepts releasing it with the document deleted in the same batch', async () => {
    const db = admin();
    const batch = writeBatch(db);
    batch.delete(doc(db, 'products/held'));
    batch.delete(doc(db, claimPath('products', SLUG)));
    await assertSucceeds(batch.commit());
  });
});

describe('slug claims: who may read them', () => {
  const visitors = ACTORS.filter((actor) => !actor.isAdmin);
  it.each(visitors.map((actor) => [actor.name, actor] as const))(
    '%s can neither get nor list claims',
    async (_name, actor) => {
      const db = actor.firestore(env());
      await assertFails(getDoc(doc(db, claimPath('products', SLUG))));
      await assertFails(getDocs(collection(db, 'slugs')));
    },
  );

  it('an admin can', async () => {
    const found = await assertSucceeds(getDoc(doc(admin(), claimPath('products', SLUG))));
    expect(found.data()).toEqual(claim('held'));
  });
});
