import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/admin-sdk';
import { PROJECT_ID } from '../../scripts/lib/emulator-config';
import { adminDb, eventually, uniqueMarker } from './support/emulators';

const storageRunning = process.env.KIGALI_STORAGE_EMULATOR === '1';
if (!storageRunning) {
  console.log(
    'Image clean-up end-to-end tests skipped: the Storage emulator is not running here (its rules runtime jar cannot be downloaded on this machine, KIGALI_STORAGE_EMULATOR != 1). The decision logic is unit-tested in functions/src/images.',
  );
}

/** The clean-up Functions against the Storage emulator: only our replaced catalogue objects go. */
describe.skipIf(!storageRunning)('catalogue image clean-up', () => {
  const bucket = () => {
    emulatorAdmin();
    return getStorage().bucket(`${PROJECT_ID}.appspot.com`);
  };
  const downloadUrl = (path: string) =>
    `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/${bucket().name}/o/${encodeURIComponent(path)}?alt=media`;
  const exists = async (path: string) => (await bucket().file(path).exists())[0];
  const gone = (path: string) =>
    eventually(async () => ((await exists(path)) ? undefined : true), `${path} to be deleted`);

  it('deletes a product’s old image when it is replaced, and a service’s image when it is deleted', async () => {
    const marker = uniqueMarker();
    const productImage = `product-images/${marker}.webp`;
    const serviceImage = `services-images/${marker}.webp`;
    await bucket().file(productImage).save(Buffer.from('image'), { contentType: 'image/webp' });
    await bucket().file(serviceImage).save(Buffer.from('image'), { contentType: 'image/webp' });
    const product = adminDb().doc(`products/${marker}`);
    const service = adminDb().doc(`services/${marker}`);
    await product.set({ image_url: downloadUrl(productImage) });
    await service.set({ image_url: downloadUrl(serviceImage) });

    await product.update({ image_url: 'https://cdn.example.com/new.webp' });
    await service.delete();
    await gone(productImage);
    await gone(serviceImage);
  });

  it('leaves objects outside the catalogue folders alone', async () => {
    const marker = uniqueMarker();
    const privateFile = `private/${marker}.pdf`;
    const keptImage = `product-images/${marker}-kept.webp`;
    await bucket().file(privateFile).save(Buffer.from('secret'));
    await bucket().file(keptImage).save(Buffer.from('image'));
    const outside = adminDb().doc(`products/${marker}-outside`);
    const kept = adminDb().doc(`products/${marker}-kept`);
    await outside.set({ image_url: downloadUrl(privateFile) });
    await kept.set({ image_url: downloadUrl(keptImage), name: 'Camera' });

    await outside.delete();
    await kept.update({ name: 'Renamed camera' });
    // The deletion below is observed, so the earlier triggers have had their turn.
    const control = `product-images/${marker}-control.webp`;
    await bucket().file(control).save(Buffer.from('image'));
    const controlDoc = adminDb().doc(`products/${marker}-control`);
    await controlDoc.set({ image_url: downloadUrl(control) });
    await controlDoc.delete();
    await gone(control);
    expect(await exists(privateFile)).toBe(true);
    expect(await exists(keptImage)).toBe(true);
  });

  it('keeps an image another document still shows, and deletes one nobody else uses', async () => {
    const marker = uniqueMarker();
    const shared = `product-images/${marker}-shared.webp`;
    const alone = `services-images/${marker}-alone.webp`;
    for (const path of [shared, alone]) await bucket().file(path).save(Buffer.from('image'));
    // The other users hold copies of the URL with their own download tokens, as uploads give.
    const users = [
      adminDb().doc(`products/${marker}-other`),
      adminDb().doc(`services/${marker}-other`),
      adminDb().doc(`hero_slides/${marker}`),
      adminDb().doc(`partners/${marker}`),
      adminDb().doc(`publications/${marker}`),
    ];
    const field = (ref: (typeof users)[number]) => (ref.parent.id === 'partners' ? 'logo_url' : 'image_url');
    const product = adminDb().doc(`products/${marker}`);
    const service = adminDb().doc(`services/${marker}`);
    await product.set({ image_url: downloadUrl(shared) });
    await service.set({ image_url: downloadUrl(alone) });

    // Each user in turn is the only other one: the shared image survives every time.
    for (const user of users) {
      await user.set({ [field(user)]: `${downloadUrl(shared)}&token=${user.parent.id}` });
      await product.delete();
      // The unshared image's deletion is observed, so the product's trigger has had its turn.
      const control = `services-images/${marker}-${user.parent.id}.webp`;
      await bucket().file(control).save(Buffer.from('image'));
      const controlDoc = adminDb().doc(`services/${marker}-control-${user.parent.id}`);
      await controlDoc.set({ image_url: downloadUrl(control) });
      await controlDoc.update({ image_url: null });
      await gone(control);
      expect(await exists(shared), `${shared} while ${user.path} shows it`).toBe(true);
      // The product shows it again before this user goes, so removing a user frees nothing.
      await product.set({ image_url: downloadUrl(shared) });
      await user.delete();
    }

    await service.update({ image_url: 'https://cdn.example.com/new.webp' });
    await gone(alone);
  });
});
