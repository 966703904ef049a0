import type { DocumentReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { isImageInUse } from '../src/images/image-users';
import { adminDb, uniqueMarker } from './support/emulators';
import { restoreFromTrash } from './support/trash';

/**
 * Which documents still show a catalogue image (live ones, trash entries and kept versions), asked
 * of the Firestore emulator with the clean-up's own queries (the Storage side is in
 * image-cleanup.test.ts, which needs the Storage emulator).
 */
describe('isImageInUse', () => {
  /**
   * A trash entry leaves by a restore, so that the purge trigger leaves its images alone (they are
   * not in Storage here); the restored document goes with it.
   */
  async function removeHolder(holder: DocumentReference) {
    if (holder.parent.id !== 'trash') return holder.delete();
    const { collection, doc_id } = (await holder.get()).data()!;
    await restoreFromTrash(adminDb(), holder);
    await adminDb().doc(`${collection}/${doc_id}`).delete();
  }

  const BUCKET = 'demo-kigali.appspot.com';
  const downloadUrl = (path: string, token: string) =>
    `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;

  it.each([
    ['products', 'image_url'],
    ['services', 'image_url'],
    ['hero_slides', 'image_url'],
    ['partners', 'logo_url'],
    ['publications', 'image_url'],
  ])('finds the image in %s.%s, whatever its download token', async (collection, field) => {
    const path = `product-images/${uniqueMarker()}.webp`;
    const user = adminDb().doc(`${collection}/${uniqueMarker()}`);
    expect(await isImageInUse(adminDb(), BUCKET, path, downloadUrl(path, 'old'))).toBe(false);
    await user.set({ [field]: downloadUrl(path, 'other') });
    expect(await isImageInUse(adminDb(), BUCKET, path, downloadUrl(path, 'old'))).toBe(true);
    await user.delete();
  });

  // A restore from the trash or from history would show the image again.
  it.each([
    ['a trash entry', 'image_url', 'trash'],
    ['a trash entry', 'logo_url', 'trash'],
    ['a version', 'image_url', 'document_versions'],
    ['a version', 'logo_url', 'document_versions'],
  ])('finds the image in %s’s data.%s', async (_label, field, collection) => {
    const path = `services-images/${uniqueMarker()}.webp`;
    const docId = uniqueMarker();
    const holder = adminDb().doc(
      collection === 'trash' ? `trash/partners:${docId}` : `${collection}/${docId}`,
    );
    expect(await isImageInUse(adminDb(), BUCKET, path, downloadUrl(path, 'old'))).toBe(false);
    await holder.set({
      collection: 'partners',
      doc_id: docId,
      data: { [field]: downloadUrl(path, 'other') },
    });
    expect(await isImageInUse(adminDb(), BUCKET, path, downloadUrl(path, 'old'))).toBe(true);
    await removeHolder(holder);
  });

  it('leaves out the versions of the document being purged, not its trash entry nor other documents’', async () => {
    const path = `product-images/${uniqueMarker()}.webp`;
    const purged = { collection: 'products', doc_id: uniqueMarker() };
    const inUse = () => isImageInUse(adminDb(), BUCKET, path, downloadUrl(path, 'old'), purged);
    const data = { image_url: downloadUrl(path, 'other') };
    const ownVersion = adminDb().collection('document_versions').doc();
    await ownVersion.set({ ...purged, data });
    expect(await inUse()).toBe(false);
    // The same id in another collection is another document.
    const sameIdElsewhere = adminDb().collection('document_versions').doc();
    await sameIdElsewhere.set({ collection: 'services', doc_id: purged.doc_id, data });
    expect(await inUse()).toBe(true);
    await sameIdElsewhere.delete();
    const entry = adminDb().doc(`trash/products:${purged.doc_id}`);
    await entry.set({ ...purged, data });
    expect(await inUse()).toBe(true);
    await removeHolder(entry);
    await ownVersion.delete();
  });

  it('finds a public storage.googleapis.com URL of the same object', async () => {
    const path = `services-images/${uniqueMarker()}.webp`;
    const user = adminDb().doc(`hero_slides/${uniqueMarker()}`);
    await user.set({ image_url: `https://storage.googleapis.com/${BUCKET}/${path}` });
    expect(await isImageInUse(adminDb(), BUCKET, path, downloadUrl(path, 'old'))).toBe(true);
    await user.delete();
  });

  it('does not count an object whose name only starts like it', async () => {
    const path = `product-images/${uniqueMarker()}.webp`;
    const user = adminDb().doc(`partners/${uniqueMarker()}`);
    await user.set({ logo_url: downloadUrl(`${path}2`, 'x') });
    expect(await isImageInUse(adminDb(), BUCKET, path, downloadUrl(path, 'old'))).toBe(false);
    await user.delete();
  });
});
