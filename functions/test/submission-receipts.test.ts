import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { SubmissionCollection } from '@kigali/domain';
import { writeReceipt } from '../src/receipts/write-receipt';
import { adminDb, eventually, uniqueMarker } from './support/emulators';

/**
 * The receipt triggers on the Functions emulator: each stored submission gets a receipt under its
 * own id, holding its state and nothing the visitor typed.
 */
const receipts = (id: string) => adminDb().collection('submission_receipts').doc(id);

const receiptOf = (id: string) =>
  eventually(async () => (await receipts(id).get()).data(), `the receipt of ${id}`);

const submissions: [SubmissionCollection, (marker: string) => DocumentData][] = [
  [
    'contact_messages',
    (marker) => ({
      name: `Receipt Visitor ${marker}`,
      email: 'receipt.visitor@example.com',
      phone: '0788123456',
      message: `Please call me back. ${marker}`,
      created_at: FieldValue.serverTimestamp(),
    }),
  ],
  [
    'job_applications',
    (marker) => ({
      job_posting_id: 'any-posting',
      full_name: `Receipt Applicant ${marker}`,
      email: 'receipt.applicant@example.com',
      resume_url: 'https://example.com/cv.pdf',
      status: 'pending',
      created_at: FieldValue.serverTimestamp(),
    }),
  ],
  [
    'partnership_requests',
    (marker) => ({
      company_name: `Receipt Company ${marker}`,
      tin_number: '123456789',
      contact_person: 'Receipt Person',
      email: 'receipt.company@example.com',
      phone: '0788123456',
      partnership_type: 'reseller',
      description: `We would like to resell. ${marker}`,
      created_at: FieldValue.serverTimestamp(),
    }),
  ],
];

describe('submission receipts', () => {
  it.each(submissions)('a new %s document gets a receipt with its state only', async (collection, data) => {
    const ref = await adminDb().collection(collection).add(data(uniqueMarker()));
    const receipt = await receiptOf(ref.id);
    expect(Object.keys(receipt).sort()).toEqual(['collection', 'received_at', 'state']);
    expect(receipt).toMatchObject({ collection, state: 'received' });
    expect(receipt.received_at).toBeInstanceOf(Timestamp);
  });

  it('keeps the first receipt when the event is delivered again', async () => {
    const ref = await adminDb().collection('contact_messages').add(submissions[0]![1](uniqueMarker()));
    const first = await receiptOf(ref.id);
    await expect(writeReceipt(receipts, 'contact_messages', ref.id)).resolves.toBe('already-written');
    expect((await receipts(ref.id).get()).data()).toEqual(first);
  });
});
