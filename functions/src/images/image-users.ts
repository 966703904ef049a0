import type { Firestore } from 'firebase-admin/firestore';
import { catalogueObjectPath } from './catalogue-image';

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
] as const;

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

/**
 * Whether any document still shows the object `path`. Each field is searched by prefix (a range
 * on its single-field index), then each hit is checked for the exact object, since a prefix also
 * matches "cam.webp2".
 */
export async function isImageInUse(
  db: Firestore,
  bucket: string,
  path: string,
  formerUrl: string,
): Promise<boolean> {
  const searches = IMAGE_FIELDS.flatMap(({ collection, field }) =>
    objectUrlPrefixes(path, bucket, formerUrl).map(async (prefix) => {
      const hits = await db
        .collection(collection)
        .where(field, '>=', prefix)
        .where(field, '<', `${prefix}\uffff`)
        .select(field)
        .get();
      return hits.docs.some((doc) => catalogueObjectPath(doc.get(field), bucket) === path);
    }),
  );
  return (await Promise.all(searches)).some(Boolean);
}
