import { DEFAULT_LOCALE, partnerEntity, type Partner } from '@kigali/domain';
import { parseDocuments } from './documents.server';
import { publicDb, readQuery } from './firestore.server';

/** The active partners, newest first (a partner's name and logo are not translated). */
export async function readActivePartners(): Promise<Partner[]> {
  const snapshot = await readQuery(
    publicDb().collection('partners').where('is_active', '==', true).orderBy('created_at', 'desc'),
  );
  return parseDocuments(partnerEntity, snapshot, DEFAULT_LOCALE);
}
