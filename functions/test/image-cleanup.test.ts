import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/admin-sdk';
import { PROJECT_ID } from '../../scripts/lib/emulator-config';
import { adminDb, eventually, uniqueMarker } from './support/emulators';
import { keepVersion, logEntry, moveToTrash } from './support/trash';

const storageRunning = process.env.KIGALI_STORAGE_EMULATOR === '1';
if (!storageRunning) {
  console.log(
    'Image clean-up end-to-end tests skipped: the Storage emulator is not running here (its rules runtime jar cannot be downloaded on this machine, KIGALI_STORAGE_EMULATOR != 1). Which images a purge frees is tested on Firestore in trash-purge.test.ts and image-users.test.ts.',
  );
}

/**
 * Catalogue images against the Storage emulator: an update or a move to the trash deletes none
 * (history and the trash may show them again); a purge from the trash deletes those of the
 * document and its versions that nothing else shows, and only objects of the catalogue folders.
 */
describe.skipIf(!storageRunning)('catalogue image clean-up', () => {
  const db = () => adminDb();
  const bucket = () => {
    emulatorAdmin();
    return getStorage().bucket(`${PROJECT_ID}.appspot.com`);
  };
  const downloadUrl = (path: string, token = 'own') =>
    `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/${bucket().name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
  const upload = (path: string) =>
    bucket().file(path).save(Buffer.from('image'), { contentType: 'image/webp' });
  const exists = async (path: string) => (await bucket().file(path).exists())[0];
  const gone = (path: string) =>
    eventually(async () => ((await exists(path)) ? undefined : true), `${path} to be deleted`);

  /** Moves the document to the trash, purges it, and waits until its purge is logged. */
  async function purge(collection: string, id: string) {
    const entry = await moveToTrash(db(), db().doc(`${collection}/${id}`));
    await entry.delete();
    await logEntry(db(), collection, id, 'purge');
  }

  it('keeps a replaced image and a trashed document’s image, and deletes both when it is purged', async () => {
    const marker = uniqueMarker();
    const former = `product-images/${marker}-former.webp`;
    const current = `product-images/${marker}-current.webp`;
    await upload(former);
    await upload(current);
    const product = db().doc(`products/${marker}`);
    await product.set({ name: 'Camera', image_url: downloadUrl(former) });
    // The update's former state, as history keeps it.
    await keepVersion(db(), 'products', marker, { name: 'Camera', image_url: downloadUrl(former) });
    await product.update({ image_url: downloadUrl(current) });
    const entry = await moveToTrash(db(), product);

    // Another document's purge is observed, so the triggers of the update and the move have had their turn.
    const control = uniqueMarker();
    const controlImage = `services-images/${control}.webp`;
    await upload(controlImage);
    await db()
      .doc(`services/${control}`)
      .set({ image_url: downloadUrl(controlImage) });
    await purge('services', control);
    await gone(controlImage);
    expect(await exists(former), 'the image an update replaced').toBe(true);
    expect(await exists(current), 'the image of a document in the trash').toBe(true);

    await entry.delete();
    await gone(former);
    await gone(current);
  });

  it('leaves objects outside the catalogue folders alone', async () => {
    const marker = uniqueMarker();
    const privateFile = `private/${marker}.pdf`;
    await bucket().file(privateFile).save(Buffer.from('secret'));
    await db()
      .doc(`products/${marker}`)
      .set({ image_url: downloadUrl(privateFile) });

    await purge('products', marker);
    expect(await exists(privateFile)).toBe(true);
  });

  it('keeps a purged document’s image while anything else shows it, and deletes it once nothing does', async () => {
    const marker = uniqueMarker();
    const shared = `product-images/${marker}-shared.webp`;
    await upload(shared);
    // The other users hold copies of the URL with their own download tokens, as uploads give.
    const others = [
      { ref: db().doc(`products/${marker}-other`), data: { image_url: downloadUrl(shared, 'product') } },
      { ref: db().doc(`hero_slides/${marker}`), data: { image_url: downloadUrl(shared, 'slide') } },
      { ref: db().doc(`partners/${marker}`), data: { logo_url: downloadUrl(shared, 'partner') } },
      {
        ref: db().doc(`trash/services:${marker}-trashed`),
        data: {
          collection: 'services',
          doc_id: `${marker}-trashed`,
          data: { image_url: downloadUrl(shared, 't') },
        },
      },
      {
        ref: db().doc(`document_versions/${marker}-version`),
        data: {
          collection: 'services',
          doc_id: `${marker}-edited`,
          data: { image_url: downloadUrl(shared, 'v') },
        },
      },
    ];

    // Each other user in turn is the only one: the shared image survives every purge.
    for (const [index, other] of others.entries()) {
      const id = `${marker}-${index}`;
      await other.ref.set(other.data);
      await db()
        .doc(`products/${id}`)
        .set({ image_url: downloadUrl(shared) });
      await purge('products', id);
      expect(await exists(shared), `${shared} while ${other.ref.path} shows it`).toBe(true);
      // A trash entry leaves by a restore here, so that its own purge does not take the image.
      if (other.ref.parent.id === 'trash') {
        await db()
          .batch()
          .set(db().doc(`services/${marker}-trashed`), {})
          .delete(other.ref)
          .commit();
      } else {
        await other.ref.delete();
      }
    }

    await db()
      .doc(`products/${marker}`)
      .set({ image_url: downloadUrl(shared) });
    await purge('products', marker);
    await gone(shared);
  });
});
