import { CONTENT_MANAGERS, MAX_LENGTH } from '@kigali/domain';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { ADMIN, ADMIN_UID, RECRUITER, RECRUITER_UID } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import {
  INACTIVE_POSTING,
  inDays,
  jobPostingFields,
  OPEN_POSTING,
  PAST,
  postings,
  without,
} from './support/fixtures';
import { contentAccess, itEnforcesAccessMatrix } from './support/matrix';
import { moveToTrash, stampedBy } from './support/trash';
import { itHidesUnpublished } from './support/visibility';
import { itChecksTranslations } from './support/translations';
import { itAcceptsAndRefuses } from './support/writes';

const env = useRulesEnvironment(postings);

describe('job_postings: who may do what', () => {
  itEnforcesAccessMatrix(env, contentAccess('job_postings'), {
    get: (db) => getDoc(doc(db, `job_postings/${OPEN_POSTING}`)),
    list: (db) =>
      getDocs(
        query(collection(db, 'job_postings'), where('is_active', '==', true), orderBy('created_at', 'desc')),
      ),
    create: (db, actor) =>
      setDoc(doc(db, 'job_postings/new'), {
        ...jobPostingFields(),
        created_at: serverTimestamp(),
        ...stampedBy(actor),
      }),
    update: (db, actor) =>
      updateDoc(doc(db, `job_postings/${OPEN_POSTING}`), {
        location: 'Musanze, Rwanda',
        ...stampedBy(actor),
      }),
    delete: (db, actor) => moveToTrash(env(), db, actor, 'job_postings', OPEN_POSTING),
  });
});

describe('job_postings: inactive postings are hidden from the public', () => {
  itHidesUnpublished(env, {
    collection: 'job_postings',
    flag: 'is_active',
    hiddenId: INACTIVE_POSTING,
    managers: CONTENT_MANAGERS.job_postings,
  });
});

describe('job_postings: an admin creating a posting', () => {
  const valid = { ...jobPostingFields(), created_at: serverTimestamp(), updated_by: ADMIN_UID };
  itAcceptsAndRefuses((data) => setDoc(doc(ADMIN.firestore(env()), 'job_postings/new'), data), {
    valid,
    accepted: [
      ['no deadline', { ...valid, expires_at: null }],
      ['a deadline in the past (closed posting kept for the record)', { ...valid, expires_at: inDays(-3) }],
      ['empty requirement lists', { ...valid, requirements: [], responsibilities: [] }],
      [
        'both lists at their longest, every item at its longest',
        {
          ...valid,
          requirements: Array.from({ length: MAX_LENGTH.listItems }, () => 'r'.repeat(MAX_LENGTH.listItem)),
          responsibilities: Array.from({ length: MAX_LENGTH.listItems }, () =>
            's'.repeat(MAX_LENGTH.listItem),
          ),
        },
      ],
    ],
    refused: [
      ['is_active as the text "true"', { ...valid, is_active: 'true' }],
      ['a deadline as text', { ...valid, expires_at: '2026-12-31' }],
      ['requirements as text', { ...valid, requirements: 'CCNA' }],
      ['a requirement as a number', { ...valid, requirements: ['CCNA', 3] }],
      ['a blank responsibility', { ...valid, responsibilities: ['\t'] }],
      [
        'a requirement one character too long',
        { ...valid, requirements: ['r'.repeat(MAX_LENGTH.listItem + 1)] },
      ],
      [
        'one responsibility too many',
        { ...valid, responsibilities: Array.from({ length: MAX_LENGTH.listItems + 1 }, () => 'Support') },
      ],
      ['no responsibilities', without(valid, 'responsibilities')],
      ['a title with a line break', { ...valid, title: 'Network\nEngineer' }],
      ['a client-chosen created_at', { ...valid, created_at: PAST }],
      ['an extra key', { ...valid, salary_budget: 900000 }],
      ['no updated_by', without(valid, 'updated_by')],
      ['updated_by naming someone else', { ...valid, updated_by: RECRUITER_UID }],
      ['restored_from on a new posting (no trash entry)', { ...valid, restored_from: 'trash' }],
    ],
  });
});

describe('job_postings: a recruiter editing a posting', () => {
  const valid = { is_active: false, updated_by: RECRUITER_UID };
  itAcceptsAndRefuses(
    (data) => updateDoc(doc(RECRUITER.firestore(env()), `job_postings/${OPEN_POSTING}`), data),
    {
      valid,
      refused: [
        ['changing created_at', { ...valid, created_at: serverTimestamp() }],
        ['is_active as a number', { ...valid, is_active: 0 }],
        ['without updated_by', without(valid, 'updated_by')],
        ['updated_by naming the admin', { ...valid, updated_by: ADMIN_UID }],
      ],
    },
  );
});

itChecksTranslations(
  'job_postings',
  'creating',
  () => ({ ...jobPostingFields(), created_at: serverTimestamp() }),
  (db, data) => setDoc(doc(db, 'job_postings/new'), data),
  env,
);
itChecksTranslations(
  'job_postings',
  'editing',
  () => ({ is_active: true }),
  (db, data) => updateDoc(doc(db, `job_postings/${OPEN_POSTING}`), data),
  env,
);
