import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  MAX_LENGTH,
  PARTNERSHIP_TYPES,
  partnershipRequestSchema,
  type PartnershipRequestInput,
} from '@kigali/domain';
import {
  collection,
  deleteDoc,
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
  partnershipInput,
  partnershipRequestWrite,
  PAST,
  storedPartnershipRequest,
  without,
  longestEmail,
  longestPhone,
} from './support/fixtures';
import { itEnforcesAccessMatrix, submissionAccess } from './support/matrix';
import { itMeasuresTrimmedLengthsAsTheSchema, PAD } from './support/trimmed';

const env = useRulesEnvironment(() => ({ 'partnership_requests/seeded': storedPartnershipRequest() }));

describe('partnership_requests: who may do what', () => {
  itEnforcesAccessMatrix(env, submissionAccess('partnership_requests'), {
    get: (db) => getDoc(doc(db, 'partnership_requests/seeded')),
    list: (db) => getDocs(collection(db, 'partnership_requests')),
    create: (db) => setDoc(doc(db, 'partnership_requests/new'), partnershipRequestWrite()),
    update: (db) => updateDoc(doc(db, 'partnership_requests/seeded'), { handled: true }),
    delete: (db) => deleteDoc(doc(db, 'partnership_requests/seeded')),
  });
});

describe('partnership_requests: a company asking to partner', () => {
  const submit = (data: DocumentData) =>
    setDoc(doc(ANONYMOUS.firestore(env()), 'partnership_requests/new'), data);

  const accepted: [string, PartnershipRequestInput][] = [
    ...PARTNERSHIP_TYPES.map((type): [string, PartnershipRequestInput] => [
      `partnership type ${type}`,
      { ...partnershipInput, partnership_type: type },
    ]),
    ['a description of exactly 10 characters', { ...partnershipInput, description: 'Resell it.' }],
    ['a description of 10 emoji', { ...partnershipInput, description: '🤝'.repeat(10) }],
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
    ['values typed with spaces around them (trimmed)', { ...partnershipInput, tin_number: '  102345678 ' }],
  ];
  it.each(accepted)('accepts what the form accepts: %s', async (_label, input) => {
    await assertSucceeds(submit(partnershipRequestWrite(input)));
  });

  const valid = partnershipRequestWrite();
  const refused: [string, DocumentData][] = [
    ['an extra key status', { ...valid, status: 'pending' }],
    ['an extra key is_admin', { ...valid, is_admin: true }],
    ['an extra key delivery', { ...valid, delivery: { state: 'sent' } }],
    ['an extra key cc', { ...valid, cc: 'victim@example.com' }],
    ['no company name', without(valid, 'company_name')],
    ['no TIN', without(valid, 'tin_number')],
    ['no contact person', without(valid, 'contact_person')],
    ['no partnership type', without(valid, 'partnership_type')],
    ['no description', without(valid, 'description')],
    ['a null TIN', { ...valid, tin_number: null }],
    ['a number as TIN', { ...valid, tin_number: 102345678 }],
    ['a list as company name', { ...valid, company_name: ['Rubavu Digital'] }],
    ['an empty contact person', { ...valid, contact_person: '' }],
    ['a company name of spaces', { ...valid, company_name: '   ' }],
    ['a description of 9 characters', { ...valid, description: 'Resell it' }],
    [
      'a description one character too long',
      { ...valid, description: 'd'.repeat(MAX_LENGTH.description + 1) },
    ],
    ['a description of spaces', { ...valid, description: ' '.repeat(20) }],
    ['a TIN one character too long', { ...valid, tin_number: '1'.repeat(MAX_LENGTH.tin + 1) }],
    ['a company name one character too long', { ...valid, company_name: 'C'.repeat(MAX_LENGTH.name + 1) }],
    ['a contact person with a line feed', { ...valid, contact_person: 'Olivier\nBcc: victim@example.com' }],
    ['an e-mail with two @', { ...valid, email: 'olivier@rubavu@example.com' }],
    ['a phone with letters', { ...valid, phone: 'phone me' }],
    ['partnership type "investor"', { ...valid, partnership_type: 'investor' }],
    ['partnership type "Reseller" (its label, not its value)', { ...valid, partnership_type: 'Reseller' }],
    ['a client-chosen created_at', { ...valid, created_at: PAST }],
  ];
  it('accepts the valid request every refusal below is made from', async () => {
    await assertSucceeds(submit(valid));
  });
  it.each(refused)('refuses %s', async (_label, data) => {
    await assertFails(submit(data));
  });
});

describe('partnership_requests: padded text is measured trimmed, as the mail Function measures it', () => {
  const submit = (data: DocumentData) =>
    setDoc(doc(ANONYMOUS.firestore(env()), 'partnership_requests/new'), data);
  itMeasuresTrimmedLengthsAsTheSchema(submit, partnershipRequestWrite(), partnershipRequestSchema, [
    ['"  short  " as the description', 'description', '  short  ', 'refused'],
    ['9 characters padded to 19', 'description', `${PAD}123456789${PAD}`, 'refused'],
    ['10 characters padded', 'description', `${PAD}0123456789${PAD}`, 'accepted'],
    [
      'the longest description, padded',
      'description',
      `${PAD}${'d'.repeat(MAX_LENGTH.description)}${PAD}`,
      'accepted',
    ],
    ['the longest company name, padded', 'company_name', ` ${'C'.repeat(MAX_LENGTH.name)} `, 'accepted'],
    ['the longest TIN, padded', 'tin_number', `${PAD}${'1'.repeat(MAX_LENGTH.tin)}${PAD}`, 'accepted'],
    ['a contact person of padding only', 'contact_person', PAD, 'refused'],
  ]);
});

describe('partnership_requests: an admin handling a request', () => {
  const update = (data: DocumentData) =>
    updateDoc(doc(ADMIN.firestore(env()), 'partnership_requests/seeded'), data);

  it('may mark it handled', async () => {
    await assertSucceeds(update({ handled: true }));
  });
  it.each([
    ['handled as a number', { handled: 1 }],
    ['handled together with the partnership type', { handled: true, partnership_type: 'distributor' }],
    ['the description alone', { description: 'A different description entirely' }],
  ])('may not change %s', async (_label, data) => {
    await assertFails(update(data));
  });
});
