import type { DocumentData } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firestore';

/** How a public submission ended: sent to the server, or queued on this device while offline. */
export type SubmitResult = { id: string; queued: boolean };

/**
 * Creates one public submission with `created_at` set by the server (design.md section 7). The id
 * is taken up front so the write can be queued: offline, the SDK keeps the write (across reloads)
 * and sends it later, but its promise only settles when the server answers, so we do not wait.
 */
export async function submitDocument(collectionName: string, data: DocumentData): Promise<SubmitResult> {
  const { db, sdk } = await loadFirestore();
  const ref = sdk.doc(sdk.collection(db, collectionName));
  const write = sdk.setDoc(ref, { ...data, created_at: sdk.serverTimestamp() });
  if (!navigator.onLine) {
    write.catch((error: unknown) => console.error(`Queued ${collectionName} submission was refused`, error));
    return { id: ref.id, queued: true };
  }
  await write;
  return { id: ref.id, queued: false };
}
