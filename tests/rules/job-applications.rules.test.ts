import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { jobApplicationSchema, MAX_LENGTH, type JobApplicationInput } from '@kigali/domain';
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
import { ADMIN, ADMIN_UID, ANONYMOUS, RECRUITER, RECRUITER_UID } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import {
  applicationInput,
  EXPIRED_POSTING,
  inDays,
  INACTIVE_POSTING,
  jobApplicationWrite,
  OPEN_POSTING,
  PAST,
  postings,
  storedJobApplication,
  UNDATED_POSTING,
  without,
  longestEmail,
  longestPhone,
  longestUrl,
} from './support/fixtures';
import { itEnforcesAccessMatrix, submissionAccess } from './support/matrix';
import { itMeasuresTrimmedLengthsAsTheSchema, PAD } from './support/trimmed';

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

describe('job_applications: a visitor applying for a job', () => {
  const apply = (data: DocumentData) => setDoc(doc(ANONYMOUS.firestore(env()), 'job_applications/new'), data);

  const accepted: [string, JobApplicationInput, string][] = [
    ['a complete application', applicationInput, OPEN_POSTING],
    [
      'no phone and no cover letter (left empty)',
      { ...applicationInput, phone: '', cover_letter: '' },
      OPEN_POSTING,
    ],
    [
      'no phone and no cover letter (absent)',
      { full_name: 'Eric Mugisha', email: 'eric@example.com', resume_url: 'http://cv.example.com/eric' },
      OPEN_POSTING,
    ],
    ['a posting without a deadline', applicationInput, UNDATED_POSTING],
    [
      'every field at its maximum length',
      {
        full_name: 'F'.repeat(MAX_LENGTH.name),
        email: longestEmail,
        phone: longestPhone,
        resume_url: longestUrl,
        cover_letter: 'c'.repeat(MAX_LENGTH.coverLetter),
      },
      OPEN_POSTING,
    ],
    [
      'a cover letter at its maximum in emoji (two code points each)',
      { ...applicationInput, cover_letter: '✉️'.repeat(MAX_LENGTH.coverLetter / 2) },
      OPEN_POSTING,
    ],
    [
      'values typed with spaces around them (trimmed)',
      { ...applicationInput, full_name: '  Aline Uwase  ' },
      OPEN_POSTING,
    ],
    [
      'HTML typed in the cover letter (case 26: stored as typed)',
      { ...applicationInput, cover_letter: '<img src=x onerror=alert(1)> I would love to join.' },
      OPEN_POSTING,
    ],
  ];
  it.each(accepted)('accepts what the form accepts: %s', async (_label, input, postingId) => {
    await assertSucceeds(apply(jobApplicationWrite(input, postingId)));
  });

  const valid = jobApplicationWrite();
  const refused: [string, DocumentData][] = [
    ['an extra key is_admin', { ...valid, is_admin: true }],
    ['an extra key delivery', { ...valid, delivery: { state: 'sent' } }],
    ['an extra key bcc', { ...valid, bcc: 'victim@example.com' }],
    ['an extra key reply_to', { ...valid, reply_to: 'attacker@example.com' }],
    ['no full name', without(valid, 'full_name')],
    ['no e-mail', without(valid, 'email')],
    ['no resume URL', without(valid, 'resume_url')],
    ['no status', without(valid, 'status')],
    ['no posting', without(valid, 'job_posting_id')],
    ['no created_at', without(valid, 'created_at')],
    ['a null full name', { ...valid, full_name: null }],
    ['a null phone', { ...valid, phone: null }],
    ['a null cover letter', { ...valid, cover_letter: null }],
    ['a map as full name', { ...valid, full_name: { first: 'Aline' } }],
    ['a list as resume URL', { ...valid, resume_url: ['https://example.com/cv.pdf'] }],
    ['a number as cover letter', { ...valid, cover_letter: 42 }],
    ['a full name of spaces', { ...valid, full_name: '    ' }],
    ['an empty cover letter', { ...valid, cover_letter: '' }],
    ['a cover letter of spaces', { ...valid, cover_letter: '   ' }],
    ['a full name one character too long', { ...valid, full_name: 'F'.repeat(MAX_LENGTH.name + 1) }],
    [
      'a cover letter one character too long',
      { ...valid, cover_letter: 'c'.repeat(MAX_LENGTH.coverLetter + 1) },
    ],
    ['a resume URL one character too long', { ...valid, resume_url: `${longestUrl}r` }],
    ['a malformed e-mail', { ...valid, email: 'aline@' }],
    ['a full name with CR LF', { ...valid, full_name: 'Aline\r\nTo: victim@example.com' }],
    ['a javascript: resume URL', { ...valid, resume_url: 'javascript:alert(document.cookie)' }],
    ['a data: resume URL', { ...valid, resume_url: 'data:text/html,<script>alert(1)</script>' }],
    ['a file: resume URL', { ...valid, resume_url: 'file:///etc/passwd' }],
    ['a resume URL with a space', { ...valid, resume_url: 'https://example.com/my cv.pdf' }],
    ['a phone with letters', { ...valid, phone: '+250 788 ABC 530' }],
    ['status "accepted"', { ...valid, status: 'accepted' }],
    ['status "reviewed"', { ...valid, status: 'reviewed' }],
    ['a client-chosen created_at', { ...valid, created_at: PAST }],
    ['a posting that does not exist', { ...valid, job_posting_id: 'job-missing' }],
    ['an inactive posting', { ...valid, job_posting_id: INACTIVE_POSTING }],
    ['a posting past its deadline', { ...valid, job_posting_id: EXPIRED_POSTING }],
    ['a number as posting id', { ...valid, job_posting_id: 42 }],
  ];
  it('accepts the valid application every refusal below is made from', async () => {
    await assertSucceeds(apply(valid));
  });
  it.each(refused)('refuses %s', async (_label, data) => {
    await assertFails(apply(data));
  });

  it('refuses a posting whose deadline passed a moment ago, accepted before it', async () => {
    const postingRef = (id: string) => doc(ADMIN.firestore(env()), `job_postings/${id}`);
    const stamp = { updated_by: ADMIN_UID };
    await assertSucceeds(updateDoc(postingRef(OPEN_POSTING), { expires_at: inDays(1 / 24), ...stamp }));
    await assertSucceeds(apply(valid));
    await assertSucceeds(updateDoc(postingRef(OPEN_POSTING), { expires_at: inDays(-1 / 24), ...stamp }));
    await assertFails(setDoc(doc(ANONYMOUS.firestore(env()), 'job_applications/later'), valid));
  });
});

describe('job_applications: padded text is measured trimmed, as the mail Function measures it', () => {
  const apply = (data: DocumentData) => setDoc(doc(ANONYMOUS.firestore(env()), 'job_applications/new'), data);
  itMeasuresTrimmedLengthsAsTheSchema(apply, jobApplicationWrite(), jobApplicationSchema, [
    ['the longest name, padded', 'full_name', `${PAD}${'N'.repeat(MAX_LENGTH.name)}${PAD}`, 'accepted'],
    ['a name of padding only', 'full_name', PAD, 'refused'],
    ['a name one character too long, padded', 'full_name', ` ${'N'.repeat(MAX_LENGTH.name + 1)} `, 'refused'],
    [
      'the longest cover letter, padded',
      'cover_letter',
      `${PAD}${'c'.repeat(MAX_LENGTH.coverLetter)}${PAD}`,
      'accepted',
    ],
    [
      'a cover letter one character too long, padded',
      'cover_letter',
      ` ${'c'.repeat(MAX_LENGTH.coverLetter + 1)} `,
      'refused',
    ],
  ]);
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
