import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  CONTENT_COLLECTIONS,
  CONTENT_MANAGERS,
  documentLabel,
  RESTORED_FROM_TRASH,
  type ContentCollection,
} from '@kigali/domain';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  actorsWith,
  actorsWithout,
  EDITOR,
  EDITOR_UID,
  EDITOR_WITHOUT_EMAIL,
  RECRUITER,
  type Actor,
} from './support/actors';
import { seedDocuments, useRulesEnvironment } from './support/environment';
import {
  CATEGORY_ID,
  heroSlideFields,
  navigationItemFields,
  PAST,
  partnerFields,
  productCategoryFields,
  productFields,
  stored,
  storedContactMessage,
  without,
} from './support/fixtures';
import { itEnforcesAccessMatrix, type Access } from './support/matrix';
import { claimPath } from './support/slug-claims';
import { fullyTranslated } from './support/translations';
import { moveToTrash, restoreFromTrash, stampedBy, storedData, trashEntry, trashPath } from './support/trash';

/**
 * The trash (docs/security-cases.md#trash): a content document is deleted only by moving it to
 * trash/{collection}:{id} in the same batch, and comes back from there as it was. Each document below
 * is in the database ("seeded") or only in the trash ("trashed").
 */
const DAY = 24 * 60 * 60 * 1000;
const TRASHED_SLUG = 'trashed-camera';
const SEEDED_SLUG = productFields().slug as string;
const trashedProduct = () => ({ ...stored.product(), slug: TRASHED_SLUG, updated_by: 'former-editor-uid' });

/** A trash entry as the app wrote it some days ago, past the rules. */
const entryOf = (collection: string, id: string, data: DocumentData, label: string) => ({
  collection,
  doc_id: id,
  label,
  data,
  deleted_at: PAST,
  deleted_by: 'former-editor-uid',
  deleted_by_email: 'former@kigalitech.rw',
  purge_at: Timestamp.fromMillis(PAST.toMillis() + 30 * DAY),
});

const translatedPosting = () => ({
  ...stored.jobPosting(),
  expires_at: PAST,
  translations: fullyTranslated('job_postings'),
});

/** One document of each content collection in the trash, its slug (products, services) still claimed. */
const RESTORABLE: Record<ContentCollection, DocumentData> = {
  products: { ...stored.product(), slug: 'restorable-camera' },
  product_categories: productCategoryFields(),
  services: stored.service(),
  publications: stored.publication(),
  hero_slides: heroSlideFields(),
  partners: stored.partner(),
  navigation_items: navigationItemFields(),
  job_postings: stored.jobPosting({ expires_at: PAST }),
};
const KEEPS_UPDATED_AT: readonly ContentCollection[] = ['products', 'services', 'publications'];
const restorable = () =>
  Object.fromEntries(
    CONTENT_COLLECTIONS.flatMap((name) => {
      const data = RESTORABLE[name];
      const entry: [string, DocumentData] = [
        trashPath(name, 'restorable'),
        entryOf(name, 'restorable', data, documentLabel(name, data)),
      ];
      return typeof data.slug === 'string'
        ? [entry, [claimPath(name, data.slug), { collection: name, doc_id: 'restorable' }]]
        : [entry];
    }),
  );

const env = useRulesEnvironment(() => ({
  [`product_categories/${CATEGORY_ID}`]: productCategoryFields(),
  'products/seeded': stored.product(),
  'products/other': { ...stored.product(), slug: 'other-camera' },
  [claimPath('products', SEEDED_SLUG)]: { collection: 'products', doc_id: 'seeded' },
  'job_postings/seeded': stored.jobPosting({ expires_at: PAST }),
  'job_postings/translated': translatedPosting(),
  // A former version of it, as history keeps it.
  'document_versions/v-translated': {
    collection: 'job_postings',
    doc_id: 'translated',
    data: { ...translatedPosting(), location: 'Musanze, Rwanda' },
  },
  'contact_messages/seeded': storedContactMessage(),
  // In the trash, its slug's claim still naming it (a delete leaves the claim).
  [trashPath('products', 'trashed')]: entryOf('products', 'trashed', trashedProduct(), 'Trashed camera'),
  [claimPath('products', TRASHED_SLUG)]: { collection: 'products', doc_id: 'trashed' },
  [trashPath('job_postings', 'trashed')]: entryOf(
    'job_postings',
    'trashed',
    translatedPosting(),
    'Network Engineer',
  ),
  ...restorable(),
  ...Object.fromEntries(CONTENT_COLLECTIONS.map((name) => [`${name}/kept`, RESTORABLE[name]])),
  [trashPath('hero_slides', 'trashed')]: entryOf('hero_slides', 'trashed', heroSlideFields(), 'Slide'),
  [trashPath('partners', 'trashed')]: entryOf(
    'partners',
    'trashed',
    stored.partner(),
    partnerFields().name as string,
  ),
}));

const access = (collection: 'products' | 'job_postings'): Access => ({
  get: CONTENT_MANAGERS[collection],
  list: CONTENT_MANAGERS[collection],
  create: CONTENT_MANAGERS[collection],
  update: 'nobody',
  // Only as part of a restore: the one way a client removes an entry.
  delete: CONTENT_MANAGERS[collection],
});

describe.each(['products', 'job_postings'] as const)('trash of %s: who may do what', (name) => {
  itEnforcesAccessMatrix(env, access(name), {
    get: (db) => getDoc(doc(db, trashPath(name, 'trashed'))),
    list: (db) =>
      getDocs(query(collection(db, 'trash'), where('collection', '==', name), orderBy('deleted_at', 'desc'))),
    create: (db, actor) => moveToTrash(env(), db, actor, name, 'seeded'),
    update: (db) => updateDoc(doc(db, trashPath(name, 'trashed')), { label: 'Renamed' }),
    delete: (db, actor) =>
      restoreFromTrash(env(), db, actor, name, 'trashed', { keepsUpdatedAt: name === 'products' }),
  });
});

describe('trash: reading the entries', () => {
  const list = (db: ReturnType<typeof ADMIN.firestore>, ...filters: Parameters<typeof where>[]) =>
    getDocs(query(collection(db, 'trash'), ...filters.map((filter) => where(...filter))));

  it('an admin may list every entry, of every collection', async () => {
    const found = await assertSucceeds(list(ADMIN.firestore(env())));
    expect(found.size).toBe(4 + CONTENT_COLLECTIONS.length);
  });
  it('an editor or a recruiter must filter on a collection they manage', async () => {
    await assertFails(list(EDITOR.firestore(env())));
    await assertFails(list(RECRUITER.firestore(env())));
    await assertFails(list(EDITOR.firestore(env()), ['collection', '==', 'job_postings']));
    await assertFails(list(RECRUITER.firestore(env()), ['collection', '==', 'products']));
    const editors = await assertSucceeds(list(EDITOR.firestore(env()), ['collection', '==', 'hero_slides']));
    expect(editors.docs.map((entry) => entry.id)).toEqual(['hero_slides:restorable', 'hero_slides:trashed']);
  });
  it('an editor may list the collections they manage at once ("in")', async () => {
    const found = await assertSucceeds(
      list(EDITOR.firestore(env()), ['collection', 'in', ['products', 'hero_slides', 'partners']]),
    );
    expect(found.size).toBe(6);
    await assertFails(list(EDITOR.firestore(env()), ['collection', 'in', ['products', 'job_postings']]));
  });
});

describe('trash: an editor deleting a product (entry and delete in one batch)', () => {
  const trash = (change?: (entry: DocumentData) => DocumentData) =>
    moveToTrash(env(), EDITOR.firestore(env()), EDITOR, 'products', 'seeded', { change });

  it('accepts the entry the app writes, and the product is gone', async () => {
    await assertSucceeds(trash());
    const entry = await assertSucceeds(getDoc(doc(EDITOR.firestore(env()), trashPath('products', 'seeded'))));
    expect(entry.data()).toMatchObject({ collection: 'products', doc_id: 'seeded', deleted_by: EDITOR_UID });
    expect((await getDoc(doc(EDITOR.firestore(env()), 'products/seeded'))).exists()).toBe(false);
  });

  it.each([
    [
      'a purge time a few minutes off (the device clock)',
      (entry: DocumentData) => ({
        ...entry,
        purge_at: Timestamp.fromMillis(Date.now() + 30 * DAY + 5 * 60 * 1000),
      }),
    ],
  ])('accepts %s', async (_label, change) => {
    await assertSucceeds(trash(change));
  });

  it.each([
    ['data that differs from the document', (e: DocumentData) => ({ ...e, data: { ...e.data, price: 1 } })],
    ['data missing a field of the document', (e: DocumentData) => ({ ...e, data: without(e.data, 'sku') })],
    ['deleted_by naming someone else', (e: DocumentData) => ({ ...e, deleted_by: 'admin-uid' })],
    ['deleted_by_email of someone else', (e: DocumentData) => ({ ...e, deleted_by_email: 'x@example.com' })],
    [
      'deleted_by_email null while the token has one',
      (e: DocumentData) => ({ ...e, deleted_by_email: null }),
    ],
    ['a client-chosen deleted_at', (e: DocumentData) => ({ ...e, deleted_at: PAST })],
    ['purge_at now (purged at once)', (e: DocumentData) => ({ ...e, purge_at: Timestamp.now() })],
    [
      'purge_at in 60 days',
      (e: DocumentData) => ({ ...e, purge_at: Timestamp.fromMillis(Date.now() + 60 * DAY) }),
    ],
    ['purge_at as the server time', (e: DocumentData) => ({ ...e, purge_at: serverTimestamp() })],
    ['no purge_at', (e: DocumentData) => without(e, 'purge_at')],
    ['another document id than its own', (e: DocumentData) => ({ ...e, doc_id: 'other' })],
    ['another collection than its own', (e: DocumentData) => ({ ...e, collection: 'services' })],
    // The log names the deleted document by this label: it is the document's own name (case 36).
    ['a label other than the product’s name', (e: DocumentData) => ({ ...e, label: 'Something else' })],
    ['an empty label for a product that has a name', (e: DocumentData) => ({ ...e, label: '' })],
    ['a label on two lines', (e: DocumentData) => ({ ...e, label: 'Dome\ncamera' })],
    ['a label of 201 characters', (e: DocumentData) => ({ ...e, label: 'L'.repeat(201) })],
    ['an extra key', (e: DocumentData) => ({ ...e, restore_to: 'products/elsewhere' })],
  ])('refuses an entry with %s', async (_label, change) => {
    await assertFails(trash(change));
  });

  it('refuses an entry while the product stays (not deleted in the batch)', async () => {
    await assertFails(
      moveToTrash(env(), EDITOR.firestore(env()), EDITOR, 'products', 'seeded', { deletes: false }),
    );
  });
  it('refuses a delete without its trash entry, for every manager', async () => {
    for (const actor of actorsWith(CONTENT_MANAGERS.products)) {
      await assertFails(deleteDoc(doc(actor.firestore(env()), 'products/seeded')));
    }
  });
  it('refuses a delete beside an old entry of the same id (the batch itself must write the entry)', async () => {
    // A document written again under the id of one still in the trash: its entry cannot be replaced.
    await seedDocuments(env(), { 'products/trashed': trashedProduct() });
    await assertFails(deleteDoc(doc(ADMIN.firestore(env()), 'products/trashed')));
    await assertFails(moveToTrash(env(), ADMIN.firestore(env()), ADMIN, 'products', 'trashed'));
  });
  it('refuses an entry filed under another document’s id, beside that document’s own', async () => {
    const db = EDITOR.firestore(env());
    const other = trashEntry(EDITOR, 'products', 'other', await storedData(env(), 'products/other'));
    const write = (misfiled: boolean) => {
      const batch = writeBatch(db);
      batch.set(doc(db, trashPath('products', 'other')), other);
      if (misfiled) batch.set(doc(db, trashPath('products', 'seeded')), other);
      batch.delete(doc(db, 'products/other'));
      return batch.commit();
    };
    await assertFails(write(true));
    await assertSucceeds(write(false));
  });
  it('refuses an entry for a document that does not exist', async () => {
    const db = EDITOR.firestore(env());
    const batch = writeBatch(db);
    batch.set(
      doc(db, trashPath('products', 'ghost')),
      trashEntry(EDITOR, 'products', 'ghost', stored.product()),
    );
    await assertFails(batch.commit());
  });
  it('refuses a trash entry for what is not content, even to an admin (a contact message)', async () => {
    const db = ADMIN.firestore(env());
    const batch = writeBatch(db);
    batch.set(doc(db, 'trash/contact_messages:seeded'), {
      ...trashEntry(ADMIN, 'products', 'seeded', storedContactMessage()),
      collection: 'contact_messages',
    });
    batch.delete(doc(db, 'contact_messages/seeded'));
    await assertFails(batch.commit());
  });
});

describe('trash: deleted_by_email follows the token', () => {
  it('is null for an editor whose token has no e-mail', async () => {
    const db = EDITOR_WITHOUT_EMAIL.firestore(env());
    await assertSucceeds(moveToTrash(env(), db, EDITOR_WITHOUT_EMAIL, 'products', 'seeded'));
  });
  it('may not be made up for them', async () => {
    const db = EDITOR_WITHOUT_EMAIL.firestore(env());
    await assertFails(
      moveToTrash(env(), db, EDITOR_WITHOUT_EMAIL, 'products', 'seeded', {
        change: (entry) => ({ ...entry, deleted_by_email: 'editor@kigalitech.rw' }),
      }),
    );
  });
});

describe('trash: an editor restoring a product (document back and entry gone in one batch)', () => {
  const restore = (options: Parameters<typeof restoreFromTrash>[5] = {}) =>
    restoreFromTrash(env(), EDITOR.firestore(env()), EDITOR, 'products', 'trashed', {
      keepsUpdatedAt: true,
      ...options,
    });

  it('accepts the restore the app writes; the product is back as it was, stamped', async () => {
    await assertSucceeds(restore());
    const back = (await getDoc(doc(EDITOR.firestore(env()), 'products/trashed'))).data();
    expect(back).toMatchObject({
      ...without(trashedProduct(), 'updated_at'),
      updated_by: EDITOR_UID,
      restored_from: RESTORED_FROM_TRASH,
    });
  });

  it.each([
    ['changed content', (data: DocumentData) => ({ ...data, price: 1 })],
    ['a field of the deleted product left out', (data: DocumentData) => without(data, 'sku')],
    ['another created_at', (data: DocumentData) => ({ ...data, created_at: serverTimestamp() })],
    [
      'the old updated_at kept (not the server time)',
      (data: DocumentData) => ({ ...data, updated_at: PAST }),
    ],
    [
      'restored_from naming a version, not the trash',
      (data: DocumentData) => ({ ...data, restored_from: 'v1' }),
    ],
    ['no restored_from', (data: DocumentData) => without(data, 'restored_from')],
    ['updated_by naming someone else', (data: DocumentData) => ({ ...data, updated_by: 'admin-uid' })],
  ])('refuses a restore with %s', async (_label, change) => {
    await assertFails(restore({ change }));
  });

  it('refuses a restore that leaves the entry in the trash', async () => {
    await assertFails(restore({ deletesEntry: false }));
  });
  it('refuses removing the entry beside a new document under its id, which says it is no restore (case 36)', async () => {
    // A product written anew, not from the entry: the entry's copy would be gone with no purge logged.
    const anew = (deletesEntry: boolean) => {
      const db = EDITOR.firestore(env());
      const batch = writeBatch(db);
      batch.set(doc(db, 'products/trashed'), {
        ...productFields(),
        slug: TRASHED_SLUG,
        created_at: serverTimestamp(),
        updated_at: serverTimestamp(),
        ...stampedBy(EDITOR),
      });
      if (deletesEntry) batch.delete(doc(db, trashPath('products', 'trashed')));
      return batch.commit();
    };
    await assertFails(anew(true));
    await assertSucceeds(anew(false));
  });
  it('refuses removing an entry without restoring it (only the server purges), even to an admin', async () => {
    for (const actor of actorsWith(CONTENT_MANAGERS.products)) {
      await assertFails(deleteDoc(doc(actor.firestore(env()), trashPath('products', 'trashed'))));
    }
  });
  it.each(actorsWithout(CONTENT_MANAGERS.products).map((actor) => [actor.name, actor] as const))(
    'refuses the restore to %s',
    async (_name, actor) => {
      await assertFails(
        restoreFromTrash(env(), actor.firestore(env()), actor, 'products', 'trashed', {
          keepsUpdatedAt: true,
        }),
      );
    },
  );
});

describe.each(CONTENT_COLLECTIONS.map((name) => [name] as const))('trash: %s', (name) => {
  const restore = (actor: Actor) =>
    restoreFromTrash(env(), actor.firestore(env()), actor, name, 'restorable', {
      keepsUpdatedAt: KEEPS_UPDATED_AT.includes(name),
    });

  it.each(actorsWith(CONTENT_MANAGERS[name]).map((actor) => [actor.name, actor] as const))(
    '%s may restore it as it was',
    async (_who, actor) => {
      await assertSucceeds(restore(actor));
    },
  );
  it.each(actorsWithout(CONTENT_MANAGERS[name]).map((actor) => [actor.name, actor] as const))(
    '%s may not',
    async (_who, actor) => {
      await assertFails(restore(actor));
    },
  );
  it.each(actorsWith(CONTENT_MANAGERS[name]).map((actor) => [actor.name, actor] as const))(
    '%s may delete one only by moving it to the trash',
    async (_who, actor) => {
      const db = actor.firestore(env());
      await assertFails(deleteDoc(doc(db, name, 'kept')));
      await assertSucceeds(moveToTrash(env(), db, actor, name, 'kept'));
    },
  );
});

describe('trash: a restored product needs its slug claimed again', () => {
  const restore = (claim?: string) =>
    restoreFromTrash(env(), EDITOR.firestore(env()), EDITOR, 'products', 'trashed', {
      keepsUpdatedAt: true,
      claim,
    });
  const seed = async (documents: Record<string, DocumentData | null>) => {
    await env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      for (const [path, data] of Object.entries(documents)) {
        await (data ? db.doc(path).set(data) : db.doc(path).delete());
      }
    });
  };

  it('refuses it when another product has taken the slug meanwhile', async () => {
    await seed({
      'products/usurper': { ...stored.product(), slug: TRASHED_SLUG },
      [claimPath('products', TRASHED_SLUG)]: { collection: 'products', doc_id: 'usurper' },
    });
    await assertFails(restore());
    await assertFails(restore(TRASHED_SLUG));
  });
  it('accepts it with the claim written again when the claim was released', async () => {
    await seed({ [claimPath('products', TRASHED_SLUG)]: null });
    await assertFails(restore());
    await assertSucceeds(restore(TRASHED_SLUG));
  });
});

describe('trash: other collections', () => {
  it('an editor restores a hero slide (no timestamps to stamp)', async () => {
    await assertSucceeds(restoreFromTrash(env(), EDITOR.firestore(env()), EDITOR, 'hero_slides', 'trashed'));
  });
  it('an editor restores a partner with its created_at as it was', async () => {
    const db = EDITOR.firestore(env());
    await assertFails(
      restoreFromTrash(env(), db, EDITOR, 'partners', 'trashed', {
        change: (data) => ({ ...data, created_at: serverTimestamp() }),
      }),
    );
    await assertSucceeds(restoreFromTrash(env(), db, EDITOR, 'partners', 'trashed'));
  });

  // The most the rules evaluate in one request: a job posting translated in full, checked whole on
  // its way back. It must stay within the 1000 expressions a request may use.
  it('a recruiter trashes and restores a job posting translated in full', async () => {
    const db = RECRUITER.firestore(env());
    await assertSucceeds(restoreFromTrash(env(), db, RECRUITER, 'job_postings', 'trashed'));
    await assertSucceeds(moveToTrash(env(), db, RECRUITER, 'job_postings', 'translated'));
    await assertSucceeds(restoreFromTrash(env(), db, RECRUITER, 'job_postings', 'translated'));
    // An edit removes the restore's stamp, as the app's edits do (a stamp left would claim a restore).
    await assertSucceeds(
      updateDoc(doc(db, 'job_postings/translated'), {
        is_active: false,
        ...stampedBy(RECRUITER),
        restored_from: deleteField(),
      }),
    );
  });
  it('a recruiter restores a former version of a job posting translated in full', async () => {
    const db = RECRUITER.firestore(env());
    const version = await storedData(env(), 'document_versions/v-translated');
    await assertSucceeds(
      setDoc(doc(db, 'job_postings/translated'), {
        ...(version.data as DocumentData),
        ...stampedBy(RECRUITER),
        restored_from: 'v-translated',
      }),
    );
  });
  it('an editor may not trash a job posting, a recruiter may not trash a product', async () => {
    await assertFails(moveToTrash(env(), EDITOR.firestore(env()), EDITOR, 'job_postings', 'seeded'));
    await assertFails(moveToTrash(env(), RECRUITER.firestore(env()), RECRUITER, 'products', 'seeded'));
  });
});
