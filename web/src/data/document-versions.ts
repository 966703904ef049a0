import { documentVersionEntity, type ContentCollection, type DocumentVersion } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';
import { signedInUid } from '@/lib/current-user';
import { loadFirestore } from '@/lib/firestore';
import { adminPagesQuery, type AdminPagedList } from './admin-paging';
import { readPage } from './paging';
import { isSlugged, restoredDocument } from './restore';
import { sluggedWrites } from './slug-claims';

/**
 * A content document's history (docs/architecture.md#editorial-workflow): each update keeps the
 * version it replaced in `document_versions`, written by a Function; managers of the collection
 * read them and restore one. `data` stays as Firestore stored it (Timestamps stay Timestamps), so a
 * restore writes back exactly what was there.
 */
const VERSIONS = 'document_versions';

export const historyKeys = {
  all: [VERSIONS] as const,
  of: (collection: ContentCollection, id: string) => [VERSIONS, collection, id] as const,
};

/** The document as it is now, raw, with its id; null when it no longer exists (trashed or purged). */
export type CurrentDocument = { id: string; data: DocumentData };

export const currentDocumentQuery = (collection: ContentCollection, id: string) =>
  queryOptions({
    queryKey: [...historyKeys.of(collection, id), 'current'] as const,
    staleTime: 0,
    queryFn: async (): Promise<CurrentDocument | null> => {
      const { db, sdk } = await loadFirestore();
      const snapshot = await sdk.getDoc(sdk.doc(db, collection, id));
      const data = snapshot.data({ serverTimestamps: 'estimate' });
      return data ? { id: snapshot.id, data } : null;
    },
  });

/** The document's former versions, newest first, a page at a time. */
export const versionsList = (collection: ContentCollection, id: string): AdminPagedList<DocumentVersion> => ({
  pages: adminPagesQuery([...historyKeys.of(collection, id), 'versions'], (reader, cursor, pageSize) => {
    const { db, sdk } = reader;
    const base = sdk.query(
      sdk.collection(db, VERSIONS),
      sdk.where('collection', '==', collection),
      sdk.where('doc_id', '==', id),
    );
    return readPage(
      reader,
      base,
      { field: 'replaced_at', direction: 'desc' },
      cursor,
      pageSize,
      parseVersion,
    );
  }),
});

/** A stored version, parsed by hand: parseDocument would turn the version's own Timestamps into Dates. */
function parseVersion(document: DocumentSnapshot): DocumentVersion | null {
  const result = documentVersionEntity.safeParse({
    ...document.data({ serverTimestamps: 'estimate' }),
    id: document.id,
    replaced_at: document.get('replaced_at')?.toDate?.() ?? null,
  });
  if (!result.success) console.error(`Skipping malformed version ${document.ref.path}`, result.error);
  return result.success ? result.data : null;
}

/** Thrown when the document to restore a version of no longer exists (it went to the trash). */
export class DocumentGoneError extends Error {
  constructor() {
    super('This item no longer exists: it may be in the trash');
    this.name = 'DocumentGoneError';
  }
}

/**
 * Makes version `versionId` the document's content again: a full replacement by the restorer,
 * keeping the current `created_at`, so it is an update like any other (the Function keeps the
 * state it replaces as a new version). A product or service whose slug differs moves its claim,
 * FieldTakenError when another one has the slug now.
 */
export async function restoreVersion(
  collection: ContentCollection,
  id: string,
  versionId: string,
): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const uid = await signedInUid();
  const documentRef = sdk.doc(db, collection, id);
  const versionRef = sdk.doc(db, VERSIONS, versionId);
  // Raw reads: the rules compare the restored Timestamps with the stored ones exactly.
  const restored = (current: DocumentData | undefined, version: DocumentData | undefined) => {
    if (!current) throw new DocumentGoneError();
    const stored = version?.['data'] as DocumentData | undefined;
    if (!stored) throw new Error(`Version ${versionId} has no data`);
    return restoredDocument(sdk, stored, uid, versionId, current);
  };

  if (isSlugged(collection)) {
    await sluggedWrites(collection).restore(id, async (_firestore, transaction) => {
      const current = (await transaction.get(documentRef)).data();
      const version = (await transaction.get(versionRef)).data();
      return {
        data: restored(current, version) as DocumentData & { slug: string },
        currentSlug: typeof current?.['slug'] === 'string' ? current['slug'] : null,
      };
    });
    return;
  }
  const [current, version] = await Promise.all([sdk.getDoc(documentRef), sdk.getDoc(versionRef)]);
  await sdk.setDoc(documentRef, restored(current.data(), version.data()));
}
