import { describe, expect, it } from 'vitest';
import { isImageInUse } from '../src/images/image-users';
import { adminDb, uniqueMarker } from './support/emulators';

/**
 * Which documents still show a catalogue image, asked of the Firestore emulator with the clean-up's
 * own queries (the Storage side is in image-cleanup.test.ts, which needs the Storage emulator).
 */
describe('isImageInUse', () => {
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
