import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { contactMessageSchema, MAX_LENGTH, type ContactMessageInput } from '@kigali/domain';
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
import { ADMIN, ANONYMOUS } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import {
  contactInput,
  contactMessageWrite,
  inDays,
  PAST,
  storedContactMessage,
  without,
  longestEmail,
  longestPhone,
} from './support/fixtures';
import { itEnforcesAccessMatrix, submissionAccess } from './support/matrix';
import { itMeasuresTrimmedLengthsAsTheSchema, PAD } from './support/trimmed';

const env = useRulesEnvironment(() => ({ 'contact_messages/seeded': storedContactMessage() }));

describe('contact_messages: who may do what', () => {
  itEnforcesAccessMatrix(env, submissionAccess('contact_messages'), {
    get: (db) => getDoc(doc(db, 'contact_messages/seeded')),
    list: (db) => getDocs(collection(db, 'contact_messages')),
    create: (db) => setDoc(doc(db, 'contact_messages/new'), contactMessageWrite()),
    update: (db) => updateDoc(doc(db, 'contact_messages/seeded'), { handled: true }),
    delete: (db) => deleteDoc(doc(db, 'contact_messages/seeded')),
  });
});

describe('contact_messages: a visitor sending the contact form', () => {
  const submit = (data: DocumentData) =>
    setDoc(doc(ANONYMOUS.firestore(env()), 'contact_messages/new'), data);

  const accepted: [string, ContactMessageInput][] = [
    ['a typical message', contactInput],
    ['a message of exactly 10 characters', { ...contactInput, message: '0123456789' }],
    ['a message of 10 characters once trimmed', { ...contactInput, message: '   Call me ok   ' }],
    ['a message of 10 emoji (zod counts code points)', { ...contactInput, message: '📷'.repeat(10) }],
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
      'a message and a name at their maximum in emoji',
      { ...contactInput, name: '🙂'.repeat(MAX_LENGTH.name), message: '📷'.repeat(MAX_LENGTH.message) },
    ],
    ['the shortest phone number', { ...contactInput, phone: '788123' }],
    [
      'an e-mail with plus, apostrophe and subdomains',
      { ...contactInput, email: "o'brien+cctv@mail.example.co.rw" },
    ],
    [
      'accents and a multi-line message',
      { ...contactInput, name: 'Élise Uwimana', message: 'Line one\nLine two\r\nThree' },
    ],
    [
      'HTML and script tags typed as text (case 26: stored as typed)',
      { ...contactInput, name: '<b>Eve</b>', message: '<script>alert("hi")</script> please call' },
    ],
  ];
  it.each(accepted)('accepts what the form accepts: %s', async (_label, input) => {
    await assertSucceeds(submit(contactMessageWrite(input)));
  });

  const valid = contactMessageWrite();
  const refused: [string, DocumentData][] = [
    ['an extra key is_admin', { ...valid, is_admin: true }],
    ['an extra key delivery', { ...valid, delivery: { state: 'sent' } }],
    ['an extra key to', { ...valid, to: 'victim@example.com' }],
    ['an extra key cc', { ...valid, cc: 'victim@example.com' }],
    ['an extra key bcc', { ...valid, bcc: 'victim@example.com' }],
    ['an extra key reply_to', { ...valid, reply_to: 'attacker@example.com' }],
    ['an extra key status', { ...valid, status: 'pending' }],
    ['an extra key handled', { ...valid, handled: true }],
    ['no name', without(valid, 'name')],
    ['no e-mail', without(valid, 'email')],
    ['no phone', without(valid, 'phone')],
    ['no message', without(valid, 'message')],
    ['no created_at', without(valid, 'created_at')],
    ['a null name', { ...valid, name: null }],
    ['a null message', { ...valid, message: null }],
    ['a number as name', { ...valid, name: 42 }],
    ['a list as name', { ...valid, name: ['Grace'] }],
    ['a map as name', { ...valid, name: { first: 'Grace' } }],
    ['a map inside the message', { ...valid, message: { text: 'Please call me back soon' } }],
    ['a list as e-mail', { ...valid, email: ['grace@example.com'] }],
    ['a number as phone', { ...valid, phone: 250788641220 }],
    ['an empty name', { ...valid, name: '' }],
    ['a name of spaces', { ...valid, name: '   ' }],
    ['a name of other whitespace (tab, no-break space)', { ...valid, name: '\t\u00a0' }],
    ['a message of 12 spaces', { ...valid, message: ' '.repeat(12) }],
    ['an empty phone', { ...valid, phone: '' }],
    ['a message of 9 characters', { ...valid, message: 'Too short' }],
    ['a message of 9 emoji (18 UTF-16 units)', { ...valid, message: '📷'.repeat(9) }],
    ['a message of one emoji too many', { ...valid, message: '📷'.repeat(MAX_LENGTH.message + 1) }],
    ['a message one character too long', { ...valid, message: 'm'.repeat(MAX_LENGTH.message + 1) }],
    ['a name one character too long', { ...valid, name: 'N'.repeat(MAX_LENGTH.name + 1) }],
    ['an e-mail one character too long', { ...valid, email: `e${longestEmail}` }],
    ['a phone one character too long', { ...valid, phone: `${longestPhone}5` }],
    ['an e-mail without a dot in the domain (a@b)', { ...valid, email: 'a@b' }],
    ['an e-mail with a space', { ...valid, email: 'grace mukeshimana@example.com' }],
    ['an e-mail with two @', { ...valid, email: 'grace@@example.com' }],
    [
      'an e-mail with a line break and a Bcc header',
      { ...valid, email: 'grace@example.com\r\nBcc: victim@example.com' },
    ],
    ['an e-mail with a trailing line feed', { ...valid, email: 'grace@example.com\n' }],
    ['a name with CR LF (header injection)', { ...valid, name: 'Grace\r\nBcc: victim@example.com' }],
    ['a name with a line feed', { ...valid, name: 'Grace\nMukeshimana' }],
    ['a phone with letters', { ...valid, phone: '+250 78X 641 220' }],
    ['a phone that is words', { ...valid, phone: 'call me now' }],
    ['a client-chosen created_at in the past', { ...valid, created_at: PAST }],
    ['a client-chosen created_at in the future', { ...valid, created_at: inDays(1) }],
    ['created_at as text', { ...valid, created_at: '2026-11-21T10:00:00Z' }],
  ];
  it('accepts the valid message every refusal below is made from', async () => {
    await assertSucceeds(submit(valid));
  });
  it.each(refused)('refuses %s', async (_label, data) => {
    await assertFails(submit(data));
  });
});

describe('contact_messages: padded text is measured trimmed, as the mail Function measures it', () => {
  const submit = (data: DocumentData) =>
    setDoc(doc(ANONYMOUS.firestore(env()), 'contact_messages/new'), data);
  itMeasuresTrimmedLengthsAsTheSchema(submit, contactMessageWrite(), contactMessageSchema, [
    ['"  short  " as the message', 'message', '  short  ', 'refused'],
    ['9 characters padded to 19', 'message', `${PAD}123456789${PAD}`, 'refused'],
    ['10 characters padded', 'message', `${PAD}0123456789${PAD}`, 'accepted'],
    ['the longest message, padded', 'message', `${PAD}${'m'.repeat(MAX_LENGTH.message)}${PAD}`, 'accepted'],
    ['one character too many, padded', 'message', ` ${'m'.repeat(MAX_LENGTH.message + 1)} `, 'refused'],
    ['the longest name, padded', 'name', `${PAD}${'N'.repeat(MAX_LENGTH.name)}${PAD}`, 'accepted'],
    ['a name of padding only', 'name', PAD, 'refused'],
  ]);
});

describe('contact_messages: an admin handling a message', () => {
  const update = (data: DocumentData) =>
    updateDoc(doc(ADMIN.firestore(env()), 'contact_messages/seeded'), data);

  it('may mark it handled, and unmark it', async () => {
    await assertSucceeds(update({ handled: true }));
    await assertSucceeds(update({ handled: false }));
  });
  it.each([
    ['handled as text', { handled: 'yes' }],
    ['handled together with the message', { handled: true, message: 'Rewritten by someone else' }],
    ['the e-mail alone', { email: 'other@example.com' }],
    ['the delivery state', { delivery: { state: 'failed' } }],
    ['removing created_at', { created_at: deleteField() }],
  ])('may not change %s', async (_label, data) => {
    await assertFails(update(data));
  });
});
