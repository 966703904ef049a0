import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { CONTENT_MANAGERS } from '@kigali/domain';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  ADMIN_UID,
  actorsWith,
  actorsWithout,
  EDITOR,
  EDITOR_UID,
  RECRUITER,
  RECRUITER_UID,
  type Actor,
} from './support/actors';
import { useRulesEnvironment } from './support/environment';
import { CATEGORY_ID, productCategoryFields, productFields, serviceFields, stored } from './support/fixtures';
import { claimPath, setWithClaim } from './support/slug-claims';
import { contentRecordAccess, itEnforcesAccessMatrix } from './support/matrix';
import { stampedBy, storedData, trashEntry, trashPath } from './support/trash';

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
  updated_by: ADMIN_UID,
  ...overrides,
});
const edited = (changes: DocumentData) => ({
  ...changes,
  updated_at: serverTimestamp(),
  updated_by: ADMIN_UID,
});

/** Each operation on a claim, with the product writes it comes with, stamped by whoever sends them. */
describe('slug claims: who may do what', () => {
  const stamp = (actor: Actor, changes: DocumentData) => ({
    ...changes,
    updated_at: serverTimestamp(),
    ...stampedBy(actor),
  });
  itEnforcesAccessMatrix(env, contentRecordAccess(CONTENT_MANAGERS.products), {
    get: (db) => getDoc(doc(db, claimPath('products', SLUG))),
    list: (db) => getDocs(query(collection(db, 'slugs'), where('collection', '==', 'products'))),
    // A rename: the new slug's claim, the old one released.
    create: (db, actor) => {
      const batch = writeBatch(db);
      batch.update(doc(db, 'products/other'), stamp(actor, { slug: 'renamed-camera' }));
      batch.set(doc(db, claimPath('products', 'renamed-camera')), claim('other'));
      batch.delete(doc(db, claimPath('products', 'other-camera')));
      return batch.commit();
    },
    // A slug taken over once the product that held it has another.
    update: (db, actor) => {
      const batch = writeBatch(db);
      batch.update(doc(db, 'products/held'), stamp(actor, { slug: 'held-renamed' }));
      batch.set(doc(db, claimPath('products', 'held-renamed')), claim('held'));
      batch.update(doc(db, 'products/other'), stamp(actor, { slug: SLUG }));
      batch.set(doc(db, claimPath('products', SLUG)), claim('other'));
      batch.delete(doc(db, claimPath('products', 'other-camera')));
      return batch.commit();
    },
    // Released with its product, which goes to the trash.
    delete: async (db, actor) => {
      const held = await storedData(env(), 'products/held');
      const batch = writeBatch(db);
      batch.set(doc(db, trashPath('products', 'held')), trashEntry(actor, 'products', 'held', held));
      batch.delete(doc(db, 'products/held'));
      batch.delete(doc(db, claimPath('products', SLUG)));
      return batch.commit();
    },
  });
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
    const service = {
      ...serviceFields(),
      created_at: serverTimestamp(),
      updated_at: serverTimestamp(),
      updated_by: ADMIN_UID,
    };
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
    await assertSucceeds(updateDoc(doc(admin(), 'products/other'), edited({ price: 1000 })));
  });

  it('refuses an edit to a new slug without its claim, accepts it with the claim moved', async () => {
    const db = admin();
    const rename = edited({ slug: 'renamed-camera' });
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
    batch.update(doc(db, 'products/other'), edited({ slug: SLUG }));
    batch.set(doc(db, claimPath('products', SLUG)), claim('other'));
    await assertFails(batch.commit());
  });

  it('accepts taking it over once that document has another slug', async () => {
    const db = admin();
    const batch = writeBatch(db);
    batch.update(doc(db, 'products/held'), edited({ slug: 'held-renamed' }));
    batch.set(doc(db, claimPath('products', 'held-renamed')), claim('held'));
    batch.update(doc(db, 'products/other'), edited({ slug: SLUG }));
    batch.set(doc(db, claimPath('products', SLUG)), claim('other'));
    batch.delete(doc(db, claimPath('products', 'other-camera')));
    await assertSucceeds(batch.commit());
  });
});

describe('slug claims: releasing a claim', () => {
  it('refuses releasing a claim its document still uses', async () => {
    await assertFails(deleteDoc(doc(admin(), claimPath('products', SLUG))));
  });

  it('accepts releasing it with the document deleted (to the trash) in the same batch', async () => {
    const db = admin();
    const batch = writeBatch(db);
    const held = await storedData(env(), 'products/held');
    batch.set(doc(db, trashPath('products', 'held')), trashEntry(ADMIN, 'products', 'held', held));
    batch.delete(doc(db, 'products/held'));
    batch.delete(doc(db, claimPath('products', SLUG)));
    await assertSucceeds(batch.commit());
  });
});

describe('slug claims: who may read them (the managers of products and services)', () => {
  const managers = CONTENT_MANAGERS.products;
  it.each(actorsWithout(managers).map((actor) => [actor.name, actor] as const))(
    '%s can neither get nor list claims',
    async (_name, actor) => {
      const db = actor.firestore(env());
      await assertFails(getDoc(doc(db, claimPath('products', SLUG))));
      await assertFails(getDocs(collection(db, 'slugs')));
      await assertFails(getDocs(query(collection(db, 'slugs'), where('collection', '==', 'products'))));
    },
  );

  it.each(actorsWith(managers).map((actor) => [actor.name, actor] as const))(
    '%s can get a claim, and one not written yet (read inside the saving transaction)',
    async (_name, actor) => {
      const db = actor.firestore(env());
      const found = await assertSucceeds(getDoc(doc(db, claimPath('products', SLUG))));
      expect(found.data()).toEqual(claim('held'));
      await assertSucceeds(getDoc(doc(db, claimPath('services', 'not-claimed-yet'))));
      await assertSucceeds(getDocs(query(collection(db, 'slugs'), where('collection', '==', 'products'))));
    },
  );

  it('an admin may list every claim; an editor only with a filter on the collection', async () => {
    await assertSucceeds(getDocs(collection(admin(), 'slugs')));
    await assertFails(getDocs(collection(EDITOR.firestore(env()), 'slugs')));
  });
});

describe('slug claims: an editor renames a product with its claim', () => {
  it('moves the claim in the same batch', async () => {
    const db = EDITOR.firestore(env());
    const batch = writeBatch(db);
    batch.update(doc(db, 'products/other'), {
      slug: 'renamed-by-editor',
      updated_at: serverTimestamp(),
      updated_by: EDITOR_UID,
    });
    batch.set(doc(db, claimPath('products', 'renamed-by-editor')), claim('other'));
    batch.delete(doc(db, claimPath('products', 'other-camera')));
    await assertSucceeds(batch.commit());
  });

  it('a recruiter may not (products are not theirs)', async () => {
    const db = RECRUITER.firestore(env());
    const batch = writeBatch(db);
    batch.update(doc(db, 'products/other'), {
      slug: 'renamed-by-recruiter',
      updated_at: serverTimestamp(),
      updated_by: RECRUITER_UID,
    });
    batch.set(doc(db, claimPath('products', 'renamed-by-recruiter')), claim('other'));
    await assertFails(batch.commit());
  });
});
