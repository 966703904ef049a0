import {
  contactMessageSchema,
  jobApplicationSchema,
  MAX_LENGTH,
  NOT_A_FORM_FIELD,
  PARTNERSHIP_TYPES,
  partnershipRequestSchema,
  SUBMISSION_COLLECTIONS,
  VALIDATION,
  type SubmissionCollection,
} from '@kigali/domain';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../../scripts/lib/emulator-config';
import { SENDER_LIMITS } from '../src/submissions/limits';
import { adminDb, deliveryReaching, hostingOrigin, uniqueMarker } from './support/emulators';
import { FUNCTION_ORIGIN, newSender, newSubmissionId, postForm } from './support/public-forms';
import { startInbox, type Inbox } from './support/smtp-inbox';

/**
 * The submissions Function on the emulators (functions/src/submit-public-form.ts): the one way a
 * contact message, job application or partnership request is stored. The bad inputs of
 * docs/security-cases.md#public-forms (cases 1 to 11), once refused by the rules, are refused here,
 * each answered 400 with the form's message under the field (409 for a closed posting), and nothing
 * is stored. Each test sends from an address of its own (newSender), so no test counts against
 * another's limits.
 */
const DAY = 24 * 60 * 60 * 1000;
const OPEN_POSTING = 'forms-test-open';
const UNDATED_POSTING = 'forms-test-undated';
const INACTIVE_POSTING = 'forms-test-inactive';
const EXPIRED_POSTING = 'forms-test-expired';
const posting = (overrides: DocumentData) => ({
  title: 'Network Engineer',
  is_active: true,
  expires_at: Timestamp.fromMillis(Date.now() + 30 * DAY),
  ...overrides,
});
const POSTINGS: Record<string, DocumentData> = {
  [OPEN_POSTING]: posting({}),
  [UNDATED_POSTING]: posting({ expires_at: null }),
  [INACTIVE_POSTING]: posting({ is_active: false }),
  [EXPIRED_POSTING]: posting({ expires_at: Timestamp.fromMillis(Date.now() - DAY) }),
};

const throttles = () => SUBMISSION_COLLECTIONS.map((name) => adminDb().collection('mail_throttle').doc(name));

let inbox: Inbox;
beforeAll(async () => {
  inbox = await startInbox(PORTS.smtp);
  await Promise.all(throttles().map((ref) => ref.delete()));
  await Promise.all(
    Object.entries(POSTINGS).map(([id, data]) => adminDb().collection('job_postings').doc(id).set(data)),
  );
});
// The mails of this flood of submissions must not hold back the next suites' (each form's throttle).
afterAll(async () => {
  await Promise.all(throttles().map((ref) => ref.delete()));
  await Promise.all(Object.keys(POSTINGS).map((id) => adminDb().collection('job_postings').doc(id).delete()));
  await inbox?.close();
});

const storedDocument = async (collection: string, id: string) =>
  (await adminDb().collection(collection).doc(id).get()).data();

const longestEmail = `${'e'.repeat(MAX_LENGTH.email - '@example.com'.length)}@example.com`;
const longestPhone = `+2${'5'.repeat(MAX_LENGTH.phone - 2)}`;
const longestUrl = `https://example.com/${'r'.repeat(MAX_LENGTH.url - 'https://example.com/'.length)}`;

const contact = {
  name: 'Grace Mukeshimana',
  email: 'grace.mukeshimana@example.com',
  phone: '+250 788 641 220',
  message: 'Our school needs about 20 cameras. Could you prepare a quotation?',
};
const application = {
  job_posting_id: OPEN_POSTING,
  full_name: 'Aline Uwase',
  email: 'aline.uwase@example.com',
  phone: '+250 788 214 530',
  resume_url: 'https://drive.example.com/resumes/aline-uwase-cv.pdf',
  cover_letter: 'I have supported enterprise networks at a Kigali bank for three years.',
};
const partnership = {
  company_name: 'Rubavu Digital Ltd',
  tin_number: '102345678',
  contact_person: 'Olivier Nshimiyimana',
  email: 'olivier@rubavudigital.example.com',
  phone: '+250 788 552 410',
  partnership_type: 'reseller',
  description: 'We would like to resell your CCTV products in the Western Province.',
};

const without = (data: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));

/** What the Function stores for fields the schema accepts: its output, empty optional fields left out. */
const expectedDocument = (collection: SubmissionCollection, fields: Record<string, unknown>) => {
  const schema = {
    contact_messages: contactMessageSchema,
    job_applications: jobApplicationSchema,
    partnership_requests: partnershipRequestSchema,
  }[collection];
  const parsed = Object.fromEntries(
    Object.entries(schema.parse(fields) as Record<string, unknown>).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return {
    ...parsed,
    ...(collection === 'job_applications'
      ? { job_posting_id: fields.job_posting_id, status: 'pending' }
      : {}),
    created_at: expect.any(Timestamp),
  };
};

type Case = [label: string, fields: Record<string, unknown>];
type Refusal = [label: string, fields: Record<string, unknown>, field: string, message?: string];

const FORMS: {
  collection: SubmissionCollection;
  valid: Record<string, unknown>;
  accepted: Case[];
  refused: Refusal[];
}[] = [
  {
    collection: 'contact_messages',
    valid: contact,
    accepted: [
      ['a message of exactly 10 characters', { ...contact, message: '0123456789' }],
      ['a message of 10 characters once trimmed', { ...contact, message: '   Call me ok   ' }],
      ['a message of 10 emoji (counted as code points)', { ...contact, message: '📷'.repeat(10) }],
      [
        'every field at its maximum length',
        {
          name: 'N'.repeat(MAX_LENGTH.name),
          email: longestEmail,
          phone: longestPhone,
          message: 'm'.repeat(MAX_LENGTH.message),
        },
      ],
      [
        'an e-mail with plus, apostrophe and subdomains',
        { ...contact, email: "o'brien+cctv@mail.example.co.rw" },
      ],
      [
        'HTML and script tags typed as text (case 26: stored as typed)',
        { ...contact, name: '<b>Eve</b>', message: '<script>alert("hi")</script> please call' },
      ],
    ],
    refused: [
      ['an extra key is_admin (case 1)', { ...contact, is_admin: true }, 'is_admin', NOT_A_FORM_FIELD],
      ['an extra key delivery', { ...contact, delivery: { state: 'sent' } }, 'delivery', NOT_A_FORM_FIELD],
      ['an extra key to', { ...contact, to: 'victim@example.com' }, 'to', NOT_A_FORM_FIELD],
      ['an extra key cc', { ...contact, cc: 'victim@example.com' }, 'cc', NOT_A_FORM_FIELD],
      ['an extra key bcc', { ...contact, bcc: 'victim@example.com' }, 'bcc', NOT_A_FORM_FIELD],
      ['an extra key reply_to', { ...contact, reply_to: 'x@example.com' }, 'reply_to', NOT_A_FORM_FIELD],
      ['an extra key status', { ...contact, status: 'pending' }, 'status', NOT_A_FORM_FIELD],
      ['an extra key handled', { ...contact, handled: true }, 'handled', NOT_A_FORM_FIELD],
      [
        'a created_at of its own (case 10)',
        { ...contact, created_at: '2026-01-01' },
        'created_at',
        NOT_A_FORM_FIELD,
      ],
      ['no name (case 2)', without(contact, 'name'), 'name', VALIDATION.nameRequired],
      ['no phone', without(contact, 'phone'), 'phone', VALIDATION.phoneRequired],
      ['no message', without(contact, 'message'), 'message', VALIDATION.messageMin],
      ['a null name', { ...contact, name: null }, 'name', VALIDATION.nameRequired],
      ['a number as name (case 3)', { ...contact, name: 42 }, 'name', VALIDATION.nameRequired],
      ['a list as name', { ...contact, name: ['Grace'] }, 'name', VALIDATION.nameRequired],
      ['a map inside the message', { ...contact, message: { text: 'Please call me back' } }, 'message'],
      ['a list as e-mail', { ...contact, email: ['grace@example.com'] }, 'email', VALIDATION.invalidEmail],
      ['a name of spaces (case 4)', { ...contact, name: '   ' }, 'name', VALIDATION.nameRequired],
      ['a name of tab and no-break space', { ...contact, name: '\t\u00a0' }, 'name', VALIDATION.nameRequired],
      ['a message of 12 spaces', { ...contact, message: ' '.repeat(12) }, 'message', VALIDATION.messageMin],
      [
        'a message of 9 characters (case 5)',
        { ...contact, message: 'Too short' },
        'message',
        VALIDATION.messageMin,
      ],
      ['a message of 9 emoji', { ...contact, message: '📷'.repeat(9) }, 'message', VALIDATION.messageMin],
      [
        'a message one character too long',
        { ...contact, message: 'm'.repeat(MAX_LENGTH.message + 1) },
        'message',
        VALIDATION.tooLong(MAX_LENGTH.message),
      ],
      [
        'a name one character too long',
        { ...contact, name: 'N'.repeat(MAX_LENGTH.name + 1) },
        'name',
        VALIDATION.tooLong(MAX_LENGTH.name),
      ],
      ['an e-mail one character too long', { ...contact, email: `e${longestEmail}` }, 'email'],
      ['a phone one character too long (case 8)', { ...contact, phone: `${longestPhone}5` }, 'phone'],
      ['an e-mail a@b (case 6)', { ...contact, email: 'a@b' }, 'email', VALIDATION.invalidEmail],
      ['an e-mail with a space', { ...contact, email: 'grace m@example.com' }, 'email'],
      ['an e-mail with two @', { ...contact, email: 'grace@@example.com' }, 'email'],
      [
        'an e-mail with a line break and a Bcc header',
        { ...contact, email: 'grace@example.com\r\nBcc: victim@example.com' },
        'email',
      ],
      [
        'a name with CR LF (header injection)',
        { ...contact, name: 'Grace\r\nBcc: victim@example.com' },
        'name',
        VALIDATION.singleLine,
      ],
      ['a phone with letters', { ...contact, phone: '+250 78X 641 220' }, 'phone', VALIDATION.invalidPhone],
    ],
  },
  {
    collection: 'job_applications',
    valid: application,
    accepted: [
      ['no phone and no cover letter (left empty)', { ...application, phone: '', cover_letter: '' }],
      ['no phone and no cover letter (absent)', without(without(application, 'phone'), 'cover_letter')],
      ['a posting without a deadline', { ...application, job_posting_id: UNDATED_POSTING }],
      [
        'every field at its maximum length',
        {
          job_posting_id: OPEN_POSTING,
          full_name: 'F'.repeat(MAX_LENGTH.name),
          email: longestEmail,
          phone: longestPhone,
          resume_url: longestUrl,
          cover_letter: 'c'.repeat(MAX_LENGTH.coverLetter),
        },
      ],
      ['values typed with spaces around them', { ...application, full_name: '  Aline Uwase  ' }],
    ],
    refused: [
      ['an extra key is_admin', { ...application, is_admin: true }, 'is_admin', NOT_A_FORM_FIELD],
      ['status "pending" of its own', { ...application, status: 'pending' }, 'status', NOT_A_FORM_FIELD],
      ['status "accepted" (case 10)', { ...application, status: 'accepted' }, 'status', NOT_A_FORM_FIELD],
      ['no full name', without(application, 'full_name'), 'full_name', VALIDATION.fullNameRequired],
      ['no e-mail', without(application, 'email'), 'email', VALIDATION.invalidEmail],
      ['no resume URL', without(application, 'resume_url'), 'resume_url', VALIDATION.resumeUrl],
      ['no posting', without(application, 'job_posting_id'), 'job_posting_id'],
      ['a number as posting', { ...application, job_posting_id: 42 }, 'job_posting_id'],
      ['a null phone', { ...application, phone: null }, 'phone'],
      ['a number as cover letter', { ...application, cover_letter: 42 }, 'cover_letter'],
      [
        'a cover letter one character too long',
        { ...application, cover_letter: 'c'.repeat(MAX_LENGTH.coverLetter + 1) },
        'cover_letter',
        VALIDATION.tooLong(MAX_LENGTH.coverLetter),
      ],
      ['a resume URL one character too long', { ...application, resume_url: `${longestUrl}r` }, 'resume_url'],
      [
        'a javascript: resume URL (case 7)',
        { ...application, resume_url: 'javascript:alert(document.cookie)' },
        'resume_url',
        VALIDATION.resumeUrl,
      ],
      [
        'a data: resume URL',
        { ...application, resume_url: 'data:text/html,<script>1</script>' },
        'resume_url',
      ],
      ['a file: resume URL', { ...application, resume_url: 'file:///etc/passwd' }, 'resume_url'],
      [
        'a phone with letters',
        { ...application, phone: '+250 788 ABC 530' },
        'phone',
        VALIDATION.invalidPhone,
      ],
      [
        'a full name with CR LF',
        { ...application, full_name: 'Aline\r\nTo: victim@example.com' },
        'full_name',
        VALIDATION.singleLine,
      ],
    ],
  },
  {
    collection: 'partnership_requests',
    valid: partnership,
    accepted: [
      ...PARTNERSHIP_TYPES.map((type): Case => [
        `partnership type ${type}`,
        { ...partnership, partnership_type: type },
      ]),
      ['a description of exactly 10 characters', { ...partnership, description: 'Resell it.' }],
      [
        'every field at its maximum length',
        {
          company_name: 'C'.repeat(MAX_LENGTH.name),
          tin_number: '1'.repeat(MAX_LENGTH.tin),
          contact_person: 'P'.repeat(MAX_LENGTH.name),
          email: longestEmail,
          phone: longestPhone,
          partnership_type: 'distributor',
          description: 'd'.repeat(MAX_LENGTH.description),
        },
      ],
    ],
    refused: [
      ['an extra key status', { ...partnership, status: 'pending' }, 'status', NOT_A_FORM_FIELD],
      [
        'an extra key delivery',
        { ...partnership, delivery: { state: 'sent' } },
        'delivery',
        NOT_A_FORM_FIELD,
      ],
      ['no TIN', without(partnership, 'tin_number'), 'tin_number', VALIDATION.tinRequired],
      ['a number as TIN', { ...partnership, tin_number: 102345678 }, 'tin_number', VALIDATION.tinRequired],
      ['an empty contact person', { ...partnership, contact_person: '' }, 'contact_person'],
      [
        'a description of 9 characters',
        { ...partnership, description: 'Resell it' },
        'description',
        VALIDATION.partnershipDescription,
      ],
      [
        'a TIN one character too long',
        { ...partnership, tin_number: '1'.repeat(MAX_LENGTH.tin + 1) },
        'tin_number',
        VALIDATION.tooLong(MAX_LENGTH.tin),
      ],
      [
        'a contact person with a line feed',
        { ...partnership, contact_person: 'Olivier\nBcc: victim@example.com' },
        'contact_person',
        VALIDATION.singleLine,
      ],
      [
        'partnership type "investor" (case 9)',
        { ...partnership, partnership_type: 'investor' },
        'partnership_type',
        VALIDATION.partnershipType,
      ],
      [
        'partnership type "Reseller" (its label, not its value)',
        { ...partnership, partnership_type: 'Reseller' },
        'partnership_type',
        VALIDATION.partnershipType,
      ],
    ],
  },
];

describe.each(FORMS)(
  '$collection sent to the submissions Function',
  ({ collection, valid, accepted, refused }) => {
    it.each([['the valid submission every refusal below is made from', valid] as Case, ...accepted])(
      'stores %s, as the form’s schema leaves it, with the server’s time',
      async (_label, fields) => {
        const before = Date.now();
        const answer = await postForm(collection, fields, { sender: newSender() });
        expect(answer).toMatchObject({ status: 201, body: { id: answer.id } });
        const stored = await storedDocument(collection, answer.id);
        expect(stored).toEqual(expectedDocument(collection, fields));
        const createdAt = (stored!.created_at as Timestamp).toMillis();
        expect(createdAt).toBeGreaterThanOrEqual(before - 5_000);
        expect(createdAt).toBeLessThanOrEqual(Date.now() + 5_000);
      },
    );

    it.each(refused)(
      'refuses %s, saying so under the field, and stores nothing',
      async (_label, fields, field, message) => {
        const answer = await postForm(collection, fields, { sender: newSender() });
        expect(answer.status).toBe(400);
        const errors = answer.body.errors as Record<string, string>;
        expect(Object.keys(errors)).toEqual([field]);
        if (message) expect(errors[field]).toBe(message);
        expect(await storedDocument(collection, answer.id)).toBeUndefined();
      },
    );
  },
);

describe('job applications: only to an open posting (case 11)', () => {
  it.each([
    ['a posting that does not exist', 'forms-test-missing'],
    ['an inactive posting', INACTIVE_POSTING],
    ['a posting past its deadline', EXPIRED_POSTING],
  ])('answers 409 for %s and stores nothing', async (_label, postingId) => {
    const answer = await postForm(
      'job_applications',
      { ...application, job_posting_id: postingId },
      {
        sender: newSender(),
      },
    );
    expect(answer).toMatchObject({ status: 409, body: { reason: 'posting-closed' } });
    expect(await storedDocument('job_applications', answer.id)).toBeUndefined();
  });

  it('takes an application until the deadline, and refuses one a moment after', async () => {
    const postingId = `forms-test-closing-${uniqueMarker()}`;
    const ref = adminDb().collection('job_postings').doc(postingId);
    await ref.set(posting({ expires_at: Timestamp.fromMillis(Date.now() + 60 * 60 * 1000) }));
    try {
      const fields = { ...application, job_posting_id: postingId };
      expect((await postForm('job_applications', fields, { sender: newSender() })).status).toBe(201);
      await ref.update({ expires_at: Timestamp.fromMillis(Date.now() - 60 * 1000) });
      expect((await postForm('job_applications', fields, { sender: newSender() })).status).toBe(409);
    } finally {
      await ref.delete();
    }
  });
});

describe('the submissions Function: what it answers besides', () => {
  it('is reached through Hosting at /api/submissions/{collection}', async () => {
    const answer = await postForm('contact_messages', contact, {
      sender: newSender(),
      origin: await hostingOrigin(),
    });
    expect(answer.status).toBe(201);
    expect(await storedDocument('contact_messages', answer.id)).toMatchObject({ name: contact.name });
  });

  it('answers a retry of a stored submission 200, storing it once', async () => {
    const sender = newSender();
    const id = newSubmissionId();
    const marker = uniqueMarker();
    const fields = { ...contact, message: `Please call me back. Reference ${marker}.` };
    expect(await postForm('contact_messages', fields, { id, sender })).toMatchObject({
      status: 201,
      body: { id },
    });
    expect(await postForm('contact_messages', fields, { id, sender })).toMatchObject({
      status: 200,
      body: { id },
    });
    const found = await adminDb().collection('contact_messages').where('message', '==', fields.message).get();
    expect(found.docs.map((doc) => doc.id)).toEqual([id]);
  });

  it('refuses a request without an App Check token (a script, not the web app), storing nothing', async () => {
    const answer = await postForm('contact_messages', contact, { sender: newSender(), appCheck: false });
    expect(answer).toMatchObject({ status: 401, body: { reason: 'app-check' } });
    expect(await storedDocument('contact_messages', answer.id)).toBeUndefined();
  });

  it('refuses what is not a submission: another method, form or id', async () => {
    const sender = newSender();
    const get = await fetch(`${FUNCTION_ORIGIN}/api/submissions/contact_messages`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await postForm('products', contact, { sender })).status).toBe(404);
    for (const id of ['short', 'has/slash/in-it-1234', 'x'.repeat(21)]) {
      expect(await postForm('contact_messages', contact, { sender, id })).toMatchObject({
        status: 400,
        body: { errors: { id: 'Not a submission id' } },
      });
    }
    expect((await postForm('contact_messages', contact, { sender, body: 'not json' })).status).toBe(400);
  });
});

describe('limits per sender (issue 24, point 3)', () => {
  const [shortWindow] = SENDER_LIMITS;

  it('refuses a sender past its limit, saying when to try again, while another sender’s message is stored and mailed', async () => {
    const flooder = newSender();
    for (let index = 0; index < shortWindow.limit; index++) {
      expect((await postForm('contact_messages', contact, { sender: flooder })).status).toBe(201);
    }
    const refused = await postForm('contact_messages', contact, { sender: flooder });
    expect(refused.status).toBe(429);
    const retryAfter = refused.body.retryAfterSeconds as number;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(shortWindow.windowMs / 1000);
    expect(await storedDocument('contact_messages', refused.id)).toBeUndefined();

    const marker = uniqueMarker();
    const customer = await postForm(
      'contact_messages',
      { ...contact, message: `A real customer's message, ${marker}.` },
      { sender: newSender() },
    );
    expect(customer.status).toBe(201);
    await deliveryReaching(adminDb().collection('contact_messages').doc(customer.id), ['sent']);
    expect(inbox.mailsMentioning(marker)).toHaveLength(1);
  });

  it('counts each form apart, and keeps no address', async () => {
    const sender = newSender();
    for (let index = 0; index < shortWindow.limit; index++) {
      expect((await postForm('contact_messages', contact, { sender })).status).toBe(201);
    }
    expect((await postForm('partnership_requests', partnership, { sender })).status).toBe(201);
    const records = await adminDb().collection('submission_senders').get();
    expect(records.size).toBeGreaterThan(0);
    for (const record of records.docs) {
      expect(record.id).not.toContain(sender);
      expect(JSON.stringify(record.data())).not.toContain(sender);
      expect(Object.keys(record.data()).sort()).toEqual(['expires_at', 'times']);
    }
  });
});
