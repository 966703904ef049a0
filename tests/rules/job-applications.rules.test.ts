import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN, ADMIN_UID, RECRUITER, RECRUITER_UID } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import { inDays, jobApplicationWrite, postings, storedJobApplication } from './support/fixtures';
import { itEnforcesAccessMatrix, submissionAccess } from './support/matrix';

const env = useRulesEnvironment(() => ({
  ...postings(),
  'job_applications/seeded': storedJobApplication(),
}));

describe('job_applications: who may do what', () => {
  itEnforcesAccessMatrix(env, submissionAccess('job_applications'), {
    get: (db) => getDoc(doc(db, 'job_applications/seeded')),
    list: (db) => getDocs(collection(db, 'job_applications')),
    create: (db) => setDoc(doc(db, 'job_applications/new'), jobApplicationWrite()),
    update: (db, actor) =>
      updateDoc(doc(db, 'job_applications/seeded'), {
        status: 'reviewed',
        status_changed_by: actor.uid ?? 'anonymous',
      }),
    delete: (db) => deleteDoc(doc(db, 'job_applications/seeded')),
  });
});

describe('job_applications: a recruiter reviewing an application', () => {
  const update = (data: DocumentData) =>
    updateDoc(doc(RECRUITER.firestore(env()), 'job_applications/seeded'), data);
  const by = { status_changed_by: RECRUITER_UID };

  it.each(['reviewed', 'accepted', 'rejected'])('may set the status to %s', async (status) => {
    await assertSucceeds(update({ status, ...by }));
  });
  it('may set the status back to pending', async () => {
    await assertSucceeds(update({ status: 'rejected', ...by }));
    await assertSucceeds(update({ status: 'pending', ...by }));
  });
  it('may change a status another team member set, naming themselves', async () => {
    await assertSucceeds(
      updateDoc(doc(ADMIN.firestore(env()), 'job_applications/seeded'), {
        status: 'reviewed',
        status_changed_by: ADMIN_UID,
      }),
    );
    await assertSucceeds(update({ status: 'accepted', ...by }));
  });
  it.each([
    ['the status without naming who changed it', { status: 'reviewed' }],
    ['the status naming someone else', { status: 'reviewed', status_changed_by: ADMIN_UID }],
    ['the status naming nobody', { status: 'reviewed', status_changed_by: null }],
    ['a status outside the four ("hired")', { status: 'hired', ...by }],
    ['a status with a capital ("Accepted")', { status: 'Accepted', ...by }],
    ['the status together with the full name', { status: 'accepted', full_name: 'Someone Else', ...by }],
    ['the e-mail alone', { email: 'other@example.com' }],
    ['the posting alone', { job_posting_id: 'job-security-technician' }],
    ['the delivery state', { delivery: { state: 'failed' } }],
    ['created_at', { created_at: inDays(0) }],
    ['removing the status', { status: deleteField() }],
  ])('may not change %s', async (_label, data) => {
    await assertFails(update(data));
  });
});
