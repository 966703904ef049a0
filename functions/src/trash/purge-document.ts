import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { catalogueImagesIn, type CatalogueImage } from '../images/catalogue-image';
import { imageFieldsOf, isImageInUse } from '../images/image-users';

/** The part of a Storage bucket a purge uses. */
export type ImageBucket = {
  name: string;
  file(path: string): { delete(options: { ignoreNotFound: boolean }): Promise<unknown> };
};

/** What a trash entry says about the document it holds. */
export type TrashedDocument = { collection: string; doc_id: string; label: string; data: DocumentData };

/** The trash entry's fields, or null when it is not an entry the browser could have written. */
export function trashedDocument(entry: DocumentData | undefined): TrashedDocument | null {
  if (!entry || typeof entry.collection !== 'string' || typeof entry.doc_id !== 'string') return null;
  const data: unknown = entry.data;
  return {
    collection: entry.collection,
    doc_id: entry.doc_id,
    label: typeof entry.label === 'string' ? entry.label : '',
    data: data && typeof data === 'object' ? (data as DocumentData) : {},
  };
}

/** The versions history keeps of a document. Equalities only: no composite index needed. */
const versionsOf = (db: Firestore, { collection, doc_id }: TrashedDocument) =>
  db.collection('document_versions').where('collection', '==', collection).where('doc_id', '==', doc_id);

/**
 * Whether the document left the trash by a restore, or is back in it: a restore sets the document
 * and deletes the entry in one batch, and by the time this runs it may even have been deleted again.
 */
export async function wasRestored(
  db: Firestore,
  entryId: string,
  trashed: TrashedDocument,
): Promise<boolean> {
  const [document, entry] = await Promise.all([
    db.collection(trashed.collection).doc(trashed.doc_id).get(),
    db.collection('trash').doc(entryId).get(),
  ]);
  return document.exists || entry.exists;
}

/**
 * The catalogue images the purged document and its versions showed that nothing else shows any
 * more: no live document, no trash entry, no version of another document. Its own versions go
 * with it, so they do not count.
 */
export async function imagesFreedByPurge(
  db: Firestore,
  bucket: string,
  trashed: TrashedDocument,
): Promise<CatalogueImage[]> {
  const fields = imageFieldsOf(trashed.collection);
  if (fields.length === 0) return [];
  const versions = await versionsOf(db, trashed)
    .select(...fields.map((field) => `data.${field}`))
    .get();
  const shown = [trashed.data, ...versions.docs.map((version) => version.get('data') ?? {})].flatMap((data) =>
    catalogueImagesIn(data, fields, bucket),
  );
  const images = [...new Map(shown.map((image) => [image.path, image])).values()];
  const inUse = await Promise.all(
    images.map((image) => isImageInUse(db, bucket, image.path, image.url, trashed)),
  );
  return images.filter((_image, index) => !inUse[index]);
}

const VERSIONS_PER_BATCH = 300;

/** Deletes every version history kept of the document, a batch at a time. */
export async function deleteVersions(db: Firestore, trashed: TrashedDocument): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await versionsOf(db, trashed).select().limit(VERSIONS_PER_BATCH).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const version of page.docs) batch.delete(version.ref);
    await batch.commit();
    deleted += page.size;
  }
}

/**
 * Everything that goes when a document leaves the trash for good. Images are cleaned here and only
 * here, never when a document is updated or moved to the trash: until the purge, its history or
 * the trash may restore them. The images go first, while the versions that name them still exist,
 * so a retried run finds them again; every step can run twice.
 */
export async function purgeDocument(
  db: Firestore,
  bucket: ImageBucket,
  trashed: TrashedDocument,
): Promise<{ images: string[]; versions: number }> {
  const freed = await imagesFreedByPurge(db, bucket.name, trashed);
  await Promise.all(freed.map(({ path }) => bucket.file(path).delete({ ignoreNotFound: true })));
  const versions = await deleteVersions(db, trashed);
  return { images: freed.map(({ path }) => path), versions };
}
