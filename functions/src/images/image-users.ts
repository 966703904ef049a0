import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { catalogueObjectPath } from './catalogue-image';

type ImageField = { collection: string; field: string };

/**
 * Every document field that may show a catalogue image (the domain entities' image fields): a
 * file uploaded for one product can be picked for a hero slide, a partner's logo or an article.
 */
export const IMAGE_FIELDS = [
  { collection: 'products', field: 'image_url' },
  { collection: 'services', field: 'image_url' },
  { collection: 'hero_slides', field: 'image_url' },
  { collection: 'partners', field: 'logo_url' },
  { collection: 'publications', field: 'image_url' },
] as const satisfies readonly ImageField[];

/**
 * The trash and the version history keep whole documents under `data`: a restore would show
 * their images again, so those count as users too.
 */
const KEPT_DOCUMENT_FIELDS: ImageField[] = ['trash', 'document_versions'].flatMap((collection) =>
  [...new Set(IMAGE_FIELDS.map(({ field }) => field))].map((field) => ({
    collection,
    field: `data.${field}`,
  })),
);

/** The image fields of the documents of `collection` (none for collections without images). */
export const imageFieldsOf = (collection: string): string[] =>
  IMAGE_FIELDS.filter((image) => image.collection === collection).map(({ field }) => field);

/**
 * The beginnings an image URL of `path` can have: the former URL's own address (its query holds
 * a download token that differs between copies) and the URL shapes the rules accept for an
 * object of our bucket.
 */
export function objectUrlPrefixes(path: string, bucket: string, formerUrl: string): string[] {
  const address = formerUrl.trim().split(/[?#]/, 1)[0]!;
  return [
    ...new Set([
      address,
      `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${encodeURIComponent(path)}`,
      `https://storage.googleapis.com/${bucket}/${path}`,
      `https://${bucket}.storage.googleapis.com/${path}`,
    ]),
  ];
}

/** A document whose own versions do not count as users: the one being purged, whose history goes with it. */
export type PurgedDocument = { collection: string; doc_id: string };

/**
 * Whether any document still shows the object `path`: a live document, a trash entry or a kept
 * version (except the versions of `purged`). Each field is searched by prefix (a range on its
 * single-field index), then each hit is checked for the exact object, since a prefix also
 * matches "cam.webp2".
 */
export async function isImageInUse(
  db: Firestore,
  bucket: string,
  path: string,
  formerUrl: string,
  purged?: PurgedDocument,
): Promise<boolean> {
  const isPurgedVersion = (collection: string, hit: DocumentSnapshot) =>
    collection === 'document_versions' &&
    purged !== undefined &&
    hit.get('collection') === purged.collection &&
    hit.get('doc_id') === purged.doc_id;
  const searches = [...IMAGE_FIELDS, ...KEPT_DOCUMENT_FIELDS].flatMap(({ collection, field }) =>
    objectUrlPrefixes(path, bucket, formerUrl).map(async (prefix) => {
      const hits = await db
        .collection(collection)
        .where(field, '>=', prefix)
        .where(field, '<', `${prefix}\uffff`)
        .select(field, 'collection', 'doc_id')
        .get();
      return hits.docs.some(
        (hit) => catalogueObjectPath(hit.get(field), bucket) === path && !isPurgedVersion(collection, hit),
      );
    }),
  );
  return (await Promise.all(searches)).some(Boolean);
}
