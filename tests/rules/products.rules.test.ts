import { MAX_LENGTH, STOCK_STATUSES } from '@kigali/domain';
import {
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { ADMIN, ADMIN_UID } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import { CATEGORY_ID, PAST, productCategoryFields, productFields, stored, without } from './support/fixtures';
import { contentAccess, itEnforcesAccessMatrix } from './support/matrix';
import { setWithClaim } from './support/slug-claims';
import { moveToTrash, stampedBy } from './support/trash';
import { itChecksTranslations } from './support/translations';
import { itAcceptsAndRefuses } from './support/writes';

/** A former version of products/seeded as history keeps it, and one of another product. */
const version = (docId: string, data: DocumentData) => ({
  collection: 'products',
  doc_id: docId,
  data,
  made_by: null,
  made_by_email: null,
  replaced_at: PAST,
  replaced_by: null,
  replaced_by_email: null,
});
const FORMER = { ...stored.product(), price: 75000, description: 'The description it had before.' };

const env = useRulesEnvironment(() => ({
  [`product_categories/${CATEGORY_ID}`]: productCategoryFields(),
  'products/seeded': stored.product(),
  'document_versions/v-seeded': version('seeded', FORMER),
  'document_versions/v-other': version('other', FORMER),
}));

const BUCKET_URL = 'https://firebasestorage.googleapis.com/v0/b/demo-kigali.appspot.com/o';
/** `count` specifications, each name and value as long as the domain allows. */
const longestSpecifications = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `${i}`.padStart(MAX_LENGTH.shortText, 'k'),
      'v'.repeat(MAX_LENGTH.listItem),
    ]),
  );
const created = (): DocumentData => ({
  ...productFields(),
  created_at: serverTimestamp(),
  updated_at: serverTimestamp(),
});

describe('products: who may do what', () => {
  itEnforcesAccessMatrix(env, contentAccess('products'), {
    get: (db) => getDoc(doc(db, 'products/seeded')),
    list: (db) => getDocs(query(collection(db, 'products'), where('category_id', '==', CATEGORY_ID))),
    create: (db, actor) => setWithClaim(db, 'products', 'new', { ...created(), ...stampedBy(actor) }),
    update: (db, actor) =>
      updateDoc(doc(db, 'products/seeded'), {
        price: 90000,
        updated_at: serverTimestamp(),
        ...stampedBy(actor),
      }),
    delete: (db, actor) => moveToTrash(env(), db, actor, 'products', 'seeded'),
  });
});

describe('products: an admin creating a product', () => {
  const valid = { ...created(), updated_by: ADMIN_UID };
  itAcceptsAndRefuses((data) => setWithClaim(ADMIN.firestore(env()), 'products', 'new', data), {
    valid,
    accepted: [
      ...STOCK_STATUSES.map((status): [string, DocumentData] => [
        `stock status ${status}`,
        { ...valid, stock_status: status },
      ]),
      ['no image', { ...valid, image_url: null }],
      ['no SKU', without(valid, 'sku')],
      ['a fractional price', { ...valid, price: 1999.5 }],
      [
        'an uploaded image under product-images/',
        { ...valid, image_url: `${BUCKET_URL}/product-images%2Fcam.webp?alt=media&token=t` },
      ],
      [
        'an image in the emulator bucket',
        {
          ...valid,
          image_url:
            'http://127.0.0.1:9199/v0/b/demo-kigali.appspot.com/o/product-images%2Fcam.webp?alt=media',
        },
      ],
      [
        'an image on storage.googleapis.com under product-images/',
        {
          ...valid,
          image_url: 'https://storage.googleapis.com/demo-kigali.appspot.com/product-images/cam.webp',
        },
      ],
      ['an image on another site', { ...valid, image_url: 'https://cdn.example.com/cam.webp' }],
      [
        'the most specifications, each at its longest',
        { ...valid, specifications: longestSpecifications(MAX_LENGTH.listItems) },
      ],
      ['a specification with an empty value', { ...valid, specifications: { Colour: '' } }],
      [
        'empty values first, between and last',
        { ...valid, specifications: { a: '', b: '4 MP', c: '', d: '2.8 mm', e: '' } },
      ],
      ['no specifications', { ...valid, specifications: {} }],
      ['a huge but finite price', { ...valid, price: Number.MAX_VALUE }],
    ],
    refused: [
      ['a private extra key (cost_price) in a public document', { ...valid, cost_price: 60000 }],
      ['no slug', without(valid, 'slug')],
      ['no currency', without(valid, 'currency')],
      ['no updated_at', without(valid, 'updated_at')],
      ['an empty name', { ...valid, name: '' }],
      ['a name of 101 characters', { ...valid, name: 'N'.repeat(101) }],
      ['a slug with capitals and spaces', { ...valid, slug: 'Hikvision Dome' }],
      ['a slug with a double hyphen', { ...valid, slug: 'hikvision--dome' }],
      ['a slug with a leading hyphen', { ...valid, slug: '-hikvision-dome' }],
      ['a slug with an accent', { ...valid, slug: 'caméra' }],
      ['a category that does not exist', { ...valid, category_id: 'cat-missing' }],
      ['a negative price', { ...valid, price: -1 }],
      ['a price of zero', { ...valid, price: 0 }],
      ['a price as text', { ...valid, price: '85000' }],
      ['a stock status outside the list', { ...valid, stock_status: 'sold_out' }],
      ['a currency other than RWF', { ...valid, currency: 'USD' }],
      ['specifications as text', { ...valid, specifications: 'Resolution: 4 MP' }],
      ['a specification value as a number', { ...valid, specifications: { Resolution: 4 } }],
      ['a specification value that is null', { ...valid, specifications: { Lens: '2.8 mm', Zoom: null } }],
      ['a specification value on two lines', { ...valid, specifications: { Lens: '2.8\nmm' } }],
      ['a specification name on two lines', { ...valid, specifications: { 'Lens\nsize': '2.8 mm' } }],
      ['an untrimmed specification value', { ...valid, specifications: { Lens: '2.8 mm ' } }],
      ['a specification value as a map', { ...valid, specifications: { Resolution: { mp: 4 } } }],
      [
        'a specification value one character too long',
        { ...valid, specifications: { Resolution: 'v'.repeat(MAX_LENGTH.listItem + 1) } },
      ],
      ['a blank specification name', { ...valid, specifications: { '  ': '4 MP' } }],
      [
        'a specification name one character too long',
        { ...valid, specifications: { ['k'.repeat(MAX_LENGTH.shortText + 1)]: '4 MP' } },
      ],
      [
        'one specification too many',
        { ...valid, specifications: longestSpecifications(MAX_LENGTH.listItems + 1) },
      ],
      [
        'a bad value in the last specification the domain allows',
        {
          ...valid,
          specifications: { ...longestSpecifications(MAX_LENGTH.listItems - 1), zzz: 7 },
        },
      ],
      ['an infinite price', { ...valid, price: Infinity }],
      ['a price that is not a number (NaN)', { ...valid, price: NaN }],
      [
        'an http: image URL, which the Content-Security-Policy blocks',
        { ...valid, image_url: 'http://cdn.example.com/cam.webp' },
      ],
      ['an empty description', { ...valid, description: ' ' }],
      ['a SKU as a number', { ...valid, sku: 1 }],
      [
        'an image in our bucket outside product-images/',
        { ...valid, image_url: `${BUCKET_URL}/private%2Finvoice.pdf?alt=media` },
      ],
      ['an image at the root of our bucket', { ...valid, image_url: `${BUCKET_URL}/secret.png?alt=media` }],
      [
        'an image on storage.googleapis.com outside the catalogue folders',
        { ...valid, image_url: 'https://storage.googleapis.com/demo-kigali.appspot.com/backups/db.json' },
      ],
      ['a gs:// image URL', { ...valid, image_url: 'gs://demo-kigali.appspot.com/product-images/cam.webp' }],
      ['a javascript: image URL', { ...valid, image_url: 'javascript:alert(1)' }],
      ['a protocol-relative image URL', { ...valid, image_url: '//evil.example.com/cam.webp' }],
      ['a client-chosen created_at', { ...valid, created_at: PAST }],
      ['a client-chosen updated_at', { ...valid, updated_at: PAST }],
      ['no updated_by', without(valid, 'updated_by')],
      ['updated_by naming someone else', { ...valid, updated_by: 'editor-uid' }],
      ['restored_from on a new product (no trash entry)', { ...valid, restored_from: 'trash' }],
    ],
  });
});

describe('products: an admin editing a product', () => {
  const valid = {
    price: 92000,
    stock_status: 'pre_order',
    updated_at: serverTimestamp(),
    updated_by: ADMIN_UID,
    restored_from: deleteField(),
  };
  itAcceptsAndRefuses((data) => updateDoc(doc(ADMIN.firestore(env()), 'products/seeded'), data), {
    valid,
    accepted: [['a new category that exists', { ...valid, category_id: CATEGORY_ID }]],
    refused: [
      ['without updated_by', without(valid, 'updated_by')],
      ['updated_by naming someone else', { ...valid, updated_by: 'editor-uid' }],
      // An edit is no restore: the log would call it one (case 32).
      ['restored_from naming a version, on an edit', { ...valid, restored_from: 'v-seeded' }],
      ['restored_from "trash", on an edit', { ...valid, restored_from: 'trash' }],
      ['restored_from as a number', { ...valid, restored_from: 7 }],
      ['restored_from longer than a document id (1500)', { ...valid, restored_from: 'v'.repeat(1501) }],
      ['without stamping updated_at', without(valid, 'updated_at')],
      ['with a client-chosen updated_at', { ...valid, updated_at: PAST }],
      ['changing created_at', { ...valid, created_at: serverTimestamp() }],
      ['a negative price', { ...valid, price: -5 }],
      ['a category that does not exist', { ...valid, category_id: 'cat-gone' }],
    ],
  });
});

describe('products: an admin restoring a former version (restored_from names it)', () => {
  /** What the app writes: the version's data, with the restorer's stamps and the current created_at. */
  const restored = (versionId: string, change: (data: DocumentData) => DocumentData = (data) => data) =>
    setDoc(
      doc(ADMIN.firestore(env()), 'products/seeded'),
      change({
        ...FORMER,
        updated_at: serverTimestamp(),
        updated_by: ADMIN_UID,
        restored_from: versionId,
      }),
    );

  it('accepts the version put back as it was, with new stamps', async () => {
    await assertSucceeds(restored('v-seeded'));
  });
  it.each([
    ['content that differs from the version', 'v-seeded', (data: DocumentData) => ({ ...data, price: 1 })],
    ['a version of another product', 'v-other', undefined],
    ['a version that does not exist', 'v-missing', undefined],
  ])('refuses %s', async (_label, versionId, change) => {
    await assertFails(restored(versionId, change));
  });
});

itChecksTranslations(
  'products',
  'creating',
  created,
  (db, data) => setWithClaim(db, 'products', 'new', data),
  env,
);
itChecksTranslations(
  'products',
  'editing',
  () => ({ updated_at: serverTimestamp() }),
  (db, data) => updateDoc(doc(db, 'products/seeded'), data),
  env,
);
