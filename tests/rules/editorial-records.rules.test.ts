import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { CONTENT_MANAGERS, RECORD_READERS } from '@kigali/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_UID, EDITOR, EDITOR_UID, RECRUITER, SIGNED_IN_VISITOR } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import { PAST, stored } from './support/fixtures';
import { itEnforcesAccessMatrix, serverRecordAccess } from './support/matrix';

/**
 * The editorial workflow's records that only the Functions write (docs/security-cases.md#editorial-records):
 * the versions history keeps, the activity log and the team. A browser may read them as its role
 * allows and never write them, admins included: a log or a history a client could write could be
 * forged or erased.
 */
const AT = Timestamp.fromDate(new Date('2026-03-02T09:30:00Z'));

const version = (collectionName: string, docId: string, data: DocumentData): DocumentData => ({
  collection: collectionName,
  doc_id: docId,
  data,
  made_by: EDITOR_UID,
  made_by_email: 'editor@kigalitech.rw',
  replaced_at: AT,
  replaced_by: ADMIN_UID,
  replaced_by_email: 'admin@kigalitech.rw',
});

const activity = (overrides: DocumentData = {}): DocumentData => ({
  at: AT,
  actor_uid: EDITOR_UID,
  actor_email: 'editor@kigalitech.rw',
  collection: 'products',
  doc_id: 'seeded',
  doc_label: 'Hikvision 4MP Dome Camera',
  action: 'update',
  fields: ['price'],
  ...overrides,
});

const member = (): DocumentData => ({
  email: 'editor@kigalitech.rw',
  role: 'editor',
  updated_at: PAST,
  updated_by: ADMIN_UID,
});

const env = useRulesEnvironment(() => ({
  'document_versions/products-1': version('products', 'seeded', stored.product()),
  'document_versions/products-2': version('products', 'other', stored.product()),
  'document_versions/postings-1': version('job_postings', 'seeded', stored.jobPosting({ expires_at: PAST })),
  'activity_log/entry-1': activity(),
  'activity_log/entry-2': activity({ actor_uid: ADMIN_UID, collection: 'job_postings', action: 'create' }),
  [`team_members/${EDITOR_UID}`]: member(),
  'team_members/colleague-uid': { ...member(), email: 'colleague@kigalitech.rw' },
}));

/** What a version's history screen asks for: one document's versions, newest first. */
const historyOf = (collectionName: string, docId: string) => (db: ReturnType<typeof ADMIN.firestore>) =>
  getDocs(
    query(
      collection(db, 'document_versions'),
      where('collection', '==', collectionName),
      where('doc_id', '==', docId),
      orderBy('replaced_at', 'desc'),
    ),
  );

describe.each([
  ['products', 'products-1'],
  ['job_postings', 'postings-1'],
] as const)('document_versions of %s: who may do what', (name, id) => {
  itEnforcesAccessMatrix(env, serverRecordAccess(CONTENT_MANAGERS[name]), {
    get: (db) => getDoc(doc(db, `document_versions/${id}`)),
    list: historyOf(name, 'seeded'),
    create: (db) => setDoc(doc(db, 'document_versions/forged'), version(name, 'seeded', {})),
    update: (db) => updateDoc(doc(db, `document_versions/${id}`), { made_by: 'someone-else' }),
    delete: (db) => deleteDoc(doc(db, `document_versions/${id}`)),
  });
});

describe('document_versions: list queries', () => {
  it('an editor must filter on a collection they manage; an admin may list all', async () => {
    await assertFails(getDocs(collection(EDITOR.firestore(env()), 'document_versions')));
    await assertFails(historyOf('job_postings', 'seeded')(EDITOR.firestore(env())));
    await assertFails(historyOf('products', 'seeded')(RECRUITER.firestore(env())));
    const all = await assertSucceeds(getDocs(collection(ADMIN.firestore(env()), 'document_versions')));
    expect(all.size).toBe(3);
    const one = await assertSucceeds(historyOf('products', 'seeded')(EDITOR.firestore(env())));
    expect(one.docs.map((found) => found.id)).toEqual(['products-1']);
  });
});

describe('activity_log: who may do what', () => {
  itEnforcesAccessMatrix(env, serverRecordAccess(RECORD_READERS.activity_log), {
    get: (db) => getDoc(doc(db, 'activity_log/entry-1')),
    list: (db) => getDocs(query(collection(db, 'activity_log'), orderBy('at', 'desc'))),
    create: (db) => setDoc(doc(db, 'activity_log/forged'), activity({ action: 'delete' })),
    update: (db) => updateDoc(doc(db, 'activity_log/entry-1'), { actor_uid: 'someone-else' }),
    delete: (db) => deleteDoc(doc(db, 'activity_log/entry-1')),
  });
});

describe('activity_log: the Activity screen’s filters', () => {
  const list = (...constraints: Parameters<typeof query>[1][]) =>
    getDocs(query(collection(ADMIN.firestore(env()), 'activity_log'), ...constraints, orderBy('at', 'desc')));

  it('an admin filters by user', async () => {
    const found = await assertSucceeds(list(where('actor_uid', '==', ADMIN_UID)));
    expect(found.docs.map((entry) => entry.id)).toEqual(['entry-2']);
  });
  it('an admin filters by collection', async () => {
    const found = await assertSucceeds(list(where('collection', '==', 'products')));
    expect(found.docs.map((entry) => entry.id)).toEqual(['entry-1']);
  });
  it('an admin filters by user and collection, from a day to the next', async () => {
    const found = await assertSucceeds(
      list(
        where('actor_uid', '==', EDITOR_UID),
        where('collection', '==', 'products'),
        where('at', '>=', Timestamp.fromDate(new Date('2026-03-02T00:00:00Z'))),
        where('at', '<', Timestamp.fromDate(new Date('2026-03-03T00:00:00Z'))),
      ),
    );
    expect(found.docs.map((entry) => entry.id)).toEqual(['entry-1']);
  });
  it('an editor or a recruiter may not read it, even filtered on their own entries', async () => {
    const own = (db: ReturnType<typeof ADMIN.firestore>, uid: string) =>
      getDocs(query(collection(db, 'activity_log'), where('actor_uid', '==', uid)));
    await assertFails(own(EDITOR.firestore(env()), EDITOR_UID));
    await assertFails(own(RECRUITER.firestore(env()), 'recruiter-uid'));
  });
});

describe('team_members: who may do what', () => {
  itEnforcesAccessMatrix(env, serverRecordAccess(RECORD_READERS.team_members), {
    get: (db) => getDoc(doc(db, 'team_members/colleague-uid')),
    list: (db) => getDocs(collection(db, 'team_members')),
    create: (db) => setDoc(doc(db, 'team_members/new-uid'), { ...member(), role: 'admin' }),
    update: (db) => updateDoc(doc(db, `team_members/${EDITOR_UID}`), { role: 'admin' }),
    delete: (db) => deleteDoc(doc(db, `team_members/${EDITOR_UID}`)),
  });

  it('a member reads their own record, which the admin app follows, and no one else’s', async () => {
    const own = await assertSucceeds(getDoc(doc(EDITOR.firestore(env()), `team_members/${EDITOR_UID}`)));
    expect(own.get('role')).toBe('editor');
    await assertFails(getDoc(doc(EDITOR.firestore(env()), `team_members/${ADMIN_UID}`)));
    // Someone whose role was taken away learns it from their own record, gone.
    const gone = await assertSucceeds(
      getDoc(doc(SIGNED_IN_VISITOR.firestore(env()), `team_members/${SIGNED_IN_VISITOR.uid}`)),
    );
    expect(gone.exists()).toBe(false);
  });
});
