/**
 * This device's copy of Firestore as features see it: the admin area opens it, sign-out deletes it.
 * Features reach Firestore only through web/src/data (docs/architecture.md#layers), so these two
 * steps live here rather than in the features that take them.
 */
import { loadFirestore } from '@/lib/firestore';

export { clearFirestoreCache } from '@/lib/firestore';

/**
 * Starts the full SDK now, before any screen asks for data: its persistent cache and queued
 * writes keep an admin's work safe offline (docs/architecture.md#offline).
 */
export function openFirestoreCache(): void {
  void loadFirestore();
}
