import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN, LOWERED_ADMIN, REMOVED_ADMIN, type Actor } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import {
  CATEGORY_ID,
  OPEN_POSTING,
  PAST,
  postings,
  productCategoryFields,
  productFields,
  stored,
  storedContactMessage,
  storedJobApplication,
  storedPartnershipRequest,
} from './support/fixtures';
import { claimPath, setWithClaim } from './support/slug-claims';
import { moveToTrash, restoreFromTrash, stampedBy, trashEntry, trashPath } from './support/trash';

/**
 * Point 1 of issue 24 (docs/security-cases.md, cases 41 and 42): a member's ID token keeps its role
 * claim for up to an hour after an admin removed them or changed their role. The rules grant a role
 * only while the server's record (team_members/{uid}) holds the very role the token claims, so such
 * a token gets nothing the team has, from the moment of the change. Each request below succeeds for
 * an admin whose record holds the role (the twin), and fails for the two stale tokens.
 */
const env = useRulesEnvironment(() => ({
  // The lowered admin's record says what they are now; the removed admin has none.
  [`team_members/${LOWERED_ADMIN.uid}`]: { email: LOWERED_ADMIN.email, role: 'editor' },
  [`product_categories/${CATEGORY_ID}`]: productCategoryFields(),
  'products/seeded': stored.product(),
  [claimPath('products', productFields().slug as string)]: { collection: 'products', doc_id: 'seeded' },
  [trashPath('products', 'trashed')]: {
    ...trashEntry(ADMIN, 'products', 'trashed', { ...stored.product(), slug: 'trashed-camera' }),
    deleted_at: PAST,
    purge_at: PAST,
  },
  [claimPath('products', 'trashed-camera')]: { collection: 'products', doc_id: 'trashed' },
  'partners/inactive': stored.partner(false),
  'partners/active': stored.partner(true),
  'publications/draft': stored.publication({ is_published: false, published_at: null }),
  ...postings(),
  'contact_messages/seeded': storedContactMessage(),
  'partnership_requests/seeded': storedPartnershipRequest(),
  'job_applications/seeded': storedJobApplication(),
  'activity_log/entry': { collection: 'products', doc_id: 'seeded', action: 'update', at: PAST },
  'document_versions/version': { collection: 'products', doc_id: 'seeded', data: stored.product() },
}));

type Request = (db: Firestore, actor: Actor) => Promise<unknown>;

const TEAM_REQUESTS: [string, Request][] = [
  ['read a contact message', (db) => getDoc(doc(db, 'contact_messages/seeded'))],
  ['list the contact messages', (db) => getDocs(collection(db, 'contact_messages'))],
  [
    'mark a contact message handled',
    (db) => updateDoc(doc(db, 'contact_messages/seeded'), { handled: true }),
  ],
  ['delete a partnership request', (db) => deleteDoc(doc(db, 'partnership_requests/seeded'))],
  [
    'list a posting’s applications',
    (db) => getDocs(query(collection(db, 'job_applications'), where('job_posting_id', '==', OPEN_POSTING))),
  ],
  ['list the team', (db) => getDocs(collection(db, 'team_members'))],
  ['read another member’s record', (db) => getDoc(doc(db, `team_members/${ADMIN.uid}`))],
  ['list the activity log', (db) => getDocs(collection(db, 'activity_log'))],
  ['read a former version', (db) => getDoc(doc(db, 'document_versions/version'))],
  ['list the trash', (db) => getDocs(collection(db, 'trash'))],
  ['read a slug claim', (db) => getDoc(doc(db, claimPath('products', productFields().slug as string)))],
  ['read an inactive partner', (db) => getDoc(doc(db, 'partners/inactive'))],
  ['read a draft article', (db) => getDoc(doc(db, 'publications/draft'))],
  [
    'create a product',
    (db, actor) =>
      setWithClaim(db, 'products', 'new', {
        ...productFields(),
        slug: 'new-camera',
        created_at: serverTimestamp(),
        updated_at: serverTimestamp(),
        ...stampedBy(actor),
      }),
  ],
  [
    'edit a product',
    (db, actor) =>
      updateDoc(doc(db, 'products/seeded'), {
        price: 1000,
        updated_at: serverTimestamp(),
        ...stampedBy(actor),
      }),
  ],
  ['move a product to the trash', (db, actor) => moveToTrash(env(), db, actor, 'products', 'seeded')],
  [
    'restore a product from the trash',
    (db, actor) => restoreFromTrash(env(), db, actor, 'products', 'trashed', { keepsUpdatedAt: true }),
  ],
];

describe('a role taken away or changed ends at once, whatever the token says', () => {
  it.each(TEAM_REQUESTS)('an admin whose record holds the role may %s', async (_what, request) => {
    await assertSucceeds(request(ADMIN.firestore(env()), ADMIN));
  });
  it.each(TEAM_REQUESTS)('an admin removed from the team may not %s', async (_what, request) => {
    await assertFails(request(REMOVED_ADMIN.firestore(env()), REMOVED_ADMIN));
  });
  it.each(TEAM_REQUESTS)(
    'an admin made an editor may not %s with the admin token',
    async (_what, request) => {
      await assertFails(request(LOWERED_ADMIN.firestore(env()), LOWERED_ADMIN));
    },
  );
});

describe('what is public stays public to them, without their record', () => {
  const PUBLIC_READS: [string, Request][] = [
    ['read a product', (db) => getDoc(doc(db, 'products/seeded'))],
    ['list the products', (db) => getDocs(collection(db, 'products'))],
    ['read an active partner', (db) => getDoc(doc(db, 'partners/active'))],
    [
      'list the active partners',
      (db) => getDocs(query(collection(db, 'partners'), where('is_active', '==', true))),
    ],
    ['read an open posting', (db) => getDoc(doc(db, `job_postings/${OPEN_POSTING}`))],
  ];
  it.each(PUBLIC_READS)('an admin removed from the team may still %s', async (_what, request) => {
    await assertSucceeds(request(REMOVED_ADMIN.firestore(env()), REMOVED_ADMIN));
  });
});
