import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './admin';

/** A copy of a seeded document under a new id, with the given fields changed and made now. */
async function copyOf(collection: string, seededId: string, id: string, fields: Record<string, unknown>) {
  const db = adminDb();
  const seeded = (await db.collection(collection).doc(seededId).get()).data();
  if (!seeded) throw new Error(`Seeded ${collection}/${seededId} is missing`);
  const ref = db.collection(collection).doc(id);
  const data: DocumentData = { ...seeded, ...fields, created_at: Timestamp.now() };
  await ref.set(data);
  return { ref, data, remove: () => ref.delete() };
}

/**
 * A job application of the test's own, copied from a seeded one (its posting, resume, letter and
 * settled mail delivery, so no Function touches it) under a new id, name and e-mail, and newer
 * than every other. A test changes its own copy, never the seed others read; `remove` deletes it.
 */
export async function ownApplication(seededId: string, stamp: string | number) {
  const fullName = `E2E Applicant ${stamp}`;
  const { ref, remove } = await copyOf('job_applications', seededId, `e2e-application-${stamp}`, {
    full_name: fullName,
    email: `e2e-applicant-${stamp}@example.rw`,
  });
  return { ref, fullName, remove };
}

/** A partnership request of the test's own, copied from a seeded one as `ownApplication` does. */
export async function ownPartnershipRequest(seededId: string, stamp: string | number) {
  const companyName = `E2E Partner Company ${stamp}`;
  const { ref, data, remove } = await copyOf('partnership_requests', seededId, `e2e-request-${stamp}`, {
    company_name: companyName,
    email: `e2e-partner-${stamp}@example.rw`,
    handled: false,
  });
  return { ref, companyName, description: data.description as string, remove };
}
