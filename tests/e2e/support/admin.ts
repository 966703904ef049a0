import { emulatorAdmin } from '../../../scripts/lib/admin-sdk';

/** Read back what the app wrote, as the server sees it. */
export const adminDb = () => emulatorAdmin().db;

/** The uid of a seeded account, as the stamps (`updated_by`) name who wrote a document. */
export const uidOf = async (email: string) => (await emulatorAdmin().auth.getUserByEmail(email)).uid;
