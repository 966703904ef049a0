import { partnerEntity, type Partner, type PartnerForm } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore, loadFirestoreForReading } from '@/lib/firestore';
import { parseDocuments } from './documents';
import { loggedRead } from './logged-read';

const COLLECTION = 'partners';

export const partnerKeys = {
  all: ['partners'] as const,
  active: () => [...partnerKeys.all, 'active'] as const,
};

/** Active partners, newest first (docs/product.md#calls); the rules only let visitors list active ones. */
export const activePartnersQuery = () =>
  queryOptions({
    queryKey: partnerKeys.active(),
    queryFn: (): Promise<Partner[]> =>
      loggedRead('Error fetching partners', async () => {
        const { db, sdk } = await loadFirestoreForReading();
        const snapshot = await sdk.getDocs(
          sdk.query(
            sdk.collection(db, COLLECTION),
            sdk.where('is_active', '==', true),
            sdk.orderBy('created_at', 'desc'),
          ),
        );
        return parseDocuments(partnerEntity, snapshot);
      }),
  });

/** Admin: every partner, hidden ones included, newest first. */
export const allPartnersQuery = () =>
  queryOptions({
    queryKey: [...partnerKeys.all, 'all'] as const,
    queryFn: (): Promise<Partner[]> =>
      loggedRead('Error fetching partners', async () => {
        const { db, sdk } = await loadFirestore();
        const snapshot = await sdk.getDocs(
          sdk.query(sdk.collection(db, COLLECTION), sdk.orderBy('created_at', 'desc')),
        );
        return parseDocuments(partnerEntity, snapshot);
      }),
  });

const partnerFields = (form: PartnerForm) => ({
  name: form.name,
  logo_url: form.logo_url,
  is_active: form.is_active,
});

export async function createPartner(form: PartnerForm): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const ref = await sdk.addDoc(sdk.collection(db, COLLECTION), {
    ...partnerFields(form),
    created_at: sdk.serverTimestamp(),
  });
  return ref.id;
}

export async function updatePartner(id: string, form: PartnerForm): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTION, id), partnerFields(form));
}

export async function deletePartner(id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(db, COLLECTION, id));
}
