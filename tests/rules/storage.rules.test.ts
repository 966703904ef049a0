import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { CONTENT_MANAGERS, MAX_IMAGE_BYTES, type Role } from '@kigali/domain';
import { deleteObject, getBytes, listAll, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ACTORS, ADMIN } from './support/actors';

/**
 * The Storage emulator needs a rules runtime jar that only downloads from the internet; the
 * emulator script sets KIGALI_STORAGE_EMULATOR=1 when it could start it.
 */
const storageRunning = process.env.KIGALI_STORAGE_EMULATOR === '1';
if (!storageRunning) {
  console.log(
    'Storage rules tests skipped: the Storage emulator is not running here (its rules runtime jar cannot be downloaded on this machine, KIGALI_STORAGE_EMULATOR != 1).',
  );
}

const png = (bytes = 64) => new Uint8Array(bytes).fill(7);
const FOLDERS = ['product-images', 'services-images'];
/** Who writes catalogue images: whoever manages products and services. */
const IMAGE_WRITERS: readonly Role[] = CONTENT_MANAGERS.products.filter((role) =>
  CONTENT_MANAGERS.services.includes(role),
);

describe.skipIf(!storageRunning)('storage.rules', () => {
  let env: RulesTestEnvironment;
  const admin = () => ADMIN.storage(env);

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      // The app's project, whose bucket the Storage emulator was started with; no other file uses Storage.
      projectId: 'demo-kigali',
      storage: { rules: readFileSync('storage.rules', 'utf8') },
    });
  });
  afterAll(() => env?.cleanup());
  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      const storage = context.storage() as unknown as FirebaseStorage;
      for (const folder of [...FOLDERS, 'private']) {
        await uploadBytes(ref(storage, `${folder}/existing.png`), png(), { contentType: 'image/png' });
      }
    });
  });

  const operations = {
    read: (storage: FirebaseStorage, folder: string) => getBytes(ref(storage, `${folder}/existing.png`)),
    list: (storage: FirebaseStorage, folder: string) => listAll(ref(storage, folder)),
    create: (storage: FirebaseStorage, folder: string) =>
      uploadBytes(ref(storage, `${folder}/new.png`), png(), { contentType: 'image/png' }),
    replace: (storage: FirebaseStorage, folder: string) =>
      uploadBytes(ref(storage, `${folder}/existing.png`), png(128), { contentType: 'image/png' }),
    delete: (storage: FirebaseStorage, folder: string) =>
      deleteObject(ref(storage, `${folder}/existing.png`)),
  };
  const rows = FOLDERS.flatMap((folder) =>
    ACTORS.flatMap((actor) =>
      Object.keys(operations).map(
        (operation) =>
          [
            folder,
            actor.name,
            operation as keyof typeof operations,
            // Anyone downloads an image by its name; listing a folder would show the images of
            // unpublished articles and inactive items, so only the catalogue's managers may.
            (actor.role !== null && IMAGE_WRITERS.includes(actor.role)) || operation === 'read'
              ? 'allowed'
              : 'denied',
            actor,
          ] as const,
      ),
    ),
  );
  it.each(rows)('%s, %s: %s is %s', async (folder, _who, operation, expected, actor) => {
    const request: Promise<unknown> = operations[operation](actor.storage(env), folder);
    await (expected === 'allowed' ? assertSucceeds(request) : assertFails(request));
  });

  const upload = (path: string, bytes: Uint8Array, contentType: string) =>
    uploadBytes(ref(admin(), path), bytes, { contentType });

  it.each([
    ['a WebP image', 'product-images/a.webp', MAX_IMAGE_BYTES - 1, 'image/webp'],
    ['a JPEG image', 'services-images/a.jpg', 1024, 'image/jpeg'],
  ])('an admin may upload %s', async (_label, path, size, contentType) => {
    await assertSucceeds(upload(path, png(size), contentType));
  });
  it.each([
    ['a file of exactly 5 MB', 'product-images/big.png', MAX_IMAGE_BYTES, 'image/png'],
    ['a file over 5 MB', 'product-images/bigger.png', MAX_IMAGE_BYTES + 1, 'image/png'],
    ['an HTML file', 'product-images/page.png', 1024, 'text/html'],
    ['a PDF', 'services-images/doc.png', 1024, 'application/pdf'],
    ['an SVG image (scripts inside)', 'product-images/logo.svg', 1024, 'image/svg+xml'],
    ['an SVG image in capitals', 'product-images/logo2.svg', 1024, 'IMAGE/SVG+XML'],
    ['an image outside the catalogue folders', 'uploads/a.png', 1024, 'image/png'],
    ['an image at the bucket root', 'a.png', 1024, 'image/png'],
    ['an image in a sub-folder', 'product-images/nested/a.png', 1024, 'image/png'],
  ])('an admin may not upload %s', async (_label, path, size, contentType) => {
    await assertFails(upload(path, png(size), contentType));
  });
  it('nobody reads or deletes outside the catalogue folders, admins included', async () => {
    await assertFails(getBytes(ref(admin(), 'private/existing.png')));
    await assertFails(deleteObject(ref(admin(), 'private/existing.png')));
  });
});
