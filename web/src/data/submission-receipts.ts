import { loadFirestore } from '@/lib/firestore';

const COLLECTION = 'submission_receipts';

/**
 * Whether the server holds the receipt of the submission with this id: the receipt Function
 * (functions/src/receipts) writes one for every stored submission, and anyone may read one by its
 * id. Read from the server, never the cache, since only the server's answer proves arrival.
 * Rejects when the server cannot be reached (offline): that says nothing either way.
 */
export async function receiptExists(submissionId: string): Promise<boolean> {
  const { db, sdk } = await loadFirestore();
  const receipt = await sdk.getDocFromServer(sdk.doc(db, COLLECTION, submissionId));
  return receipt.exists();
}
