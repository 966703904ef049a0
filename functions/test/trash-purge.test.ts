import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { imagesFreedByPurge, wasRestored } from '../src/trash/purge-document';
import { purgeExpiredTrash, type PurgedEntry } from '../src/trash/purge-expired';
import { adminDb, uniqueMarker } from './support/emulators';
import { keepVersion, logEntry, moveToTrash, restoreFromTrash, versionsOf } from './support/trash';

/**
 * The trash's server side on the emulators: the Function triggers on trash entries (the delete's
 * log entry; after a purge, the versions, the images and the purge's log entry), the purge of
 * expired entries and `npm run trash:purge`. Whether the images really leave Storage is in
 * image-cleanup.test.ts, which needs the Storage emulator.
 */
const db = () => adminDb();
const product = (marker: string) => db().doc(`products/${marker}`);

/** A product in the trash, with `versions` former versions kept by history. */
async function trashedProduct(
  marker: string,
  { versions = 0, purgeAt }: { versions?: number; purgeAt?: Date } = {},
) {
  await product(marker).set({ name: `Camera ${marker}`, price: 100 });
  for (let i = 0; i < versions; i++) {
    await keepVersion(db(), 'products', marker, { name: `Camera ${marker}`, price: i });
  }
  return moveToTrash(db(), product(marker), { label: `Camera ${marker}`, purgeAt });
}

/** Purges a control document and waits for its purge log: earlier triggers have had their turn. */
async function purgeControl() {
  const control = uniqueMarker();
  const entry = await trashedProduct(control);
  await entry.delete();
  await logEntry(db(), 'products', control, 'purge');
}

describe('moving a document to the trash', () => {
  it('logs the delete under the document’s label, by whoever deleted it', async () => {
    const marker = uniqueMarker();
    await db()
      .doc(`partners/${marker}`)
      .set({ name: `Partner ${marker}` });
    await moveToTrash(db(), db().doc(`partners/${marker}`), {
      deletedBy: `uid-${marker}`,
      label: `Partner ${marker}`,
    });

    expect(await logEntry(db(), 'partners', marker, 'delete')).toMatchObject({
      actor_uid: `uid-${marker}`,
      actor_email: null,
      collection: 'partners',
      doc_id: marker,
      doc_label: `Partner ${marker}`,
      action: 'delete',
      fields: [],
      at: expect.any(Timestamp),
    });
  });
});

describe('leaving the trash', () => {
  it('purges nothing when the document was restored', async () => {
    const marker = uniqueMarker();
    const entry = await trashedProduct(marker, { versions: 2 });
    await restoreFromTrash(db(), entry);
    await purgeControl();

    expect(await versionsOf(db(), 'products', marker)).toHaveLength(2);
    const purges = await db()
      .collection('activity_log')
      .where('doc_id', '==', marker)
      .where('action', '==', 'purge')
      .get();
    expect(purges.empty).toBe(true);
  });

  it('counts a document back in the trash, or back in its collection, as not purged', async () => {
    const marker = uniqueMarker();
    const entry = await trashedProduct(marker);
    const trashed = { collection: 'products', doc_id: marker, label: '', data: {} };
    expect(await wasRestored(db(), entry.id, trashed)).toBe(true);
    await entry.delete();
    expect(await wasRestored(db(), entry.id, trashed)).toBe(false);
    await product(marker).set({ name: 'Camera' });
    expect(await wasRestored(db(), entry.id, trashed)).toBe(true);
  });

  it('deletes the purged document’s versions, only its own, and logs the purge by the server', async () => {
    const marker = uniqueMarker();
    const other = uniqueMarker();
    await keepVersion(db(), 'products', other, { name: 'Another camera' });
    await keepVersion(db(), 'services', marker, { name: 'A service with the same id' });
    const entry = await trashedProduct(marker, { versions: 3 });

    await entry.delete();
    expect(await logEntry(db(), 'products', marker, 'purge')).toMatchObject({
      actor_uid: null,
      actor_email: null,
      doc_label: `Camera ${marker}`,
      fields: [],
    });
    expect(await versionsOf(db(), 'products', marker)).toHaveLength(0);
    expect(await versionsOf(db(), 'products', other)).toHaveLength(1);
    expect(await versionsOf(db(), 'services', marker)).toHaveLength(1);
  });
});

describe('imagesFreedByPurge', () => {
  const BUCKET = 'demo-kigali.appspot.com';
  const url = (path: string, token = 'own') =>
    `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;

  it('frees the images of the document and its versions that nothing else shows', async () => {
    const marker = uniqueMarker();
    const image = (name: string) => `product-images/${marker}-${name}.webp`;
    const trashed = {
      collection: 'products',
      doc_id: marker,
      label: '',
      data: { image_url: url(image('current')) },
    };
    const formerImages = [
      'former',
      'in-other-product',
      'in-hero-slide',
      'in-other-trash',
      'in-other-version',
    ];
    for (const name of formerImages)
      await keepVersion(db(), 'products', marker, { image_url: url(image(name)) });
    await keepVersion(db(), 'products', marker, { image_url: 'https://cdn.example.com/cam.webp' });
    await keepVersion(db(), 'products', marker, { image_url: url(image('current')) });
    // Each still shown elsewhere, under a URL with another download token.
    await db()
      .doc(`products/${marker}-other`)
      .set({ image_url: url(image('in-other-product'), 'x') });
    await db()
      .doc(`hero_slides/${marker}`)
      .set({ image_url: url(image('in-hero-slide'), 'x') });
    await db()
      .doc(`trash/partners:${marker}`)
      .set({
        collection: 'partners',
        doc_id: marker,
        data: { logo_url: url(image('in-other-trash'), 'x') },
      });
    await keepVersion(db(), 'services', `${marker}-other`, {
      image_url: url(image('in-other-version'), 'x'),
    });

    const freed = await imagesFreedByPurge(db(), BUCKET, trashed);
    expect(freed.map(({ path }) => path).sort()).toEqual([image('current'), image('former')]);
    // The other entry leaves by a restore, which frees nothing.
    await restoreFromTrash(db(), db().doc(`trash/partners:${marker}`));
  });

  it('frees a partner’s logo, and nothing for a collection without images', async () => {
    const marker = uniqueMarker();
    const logo = `services-images/${marker}.png`;
    const data = { logo_url: url(logo), image_url: url(`product-images/${marker}.webp`) };
    expect(
      await imagesFreedByPurge(db(), BUCKET, { collection: 'partners', doc_id: marker, label: '', data }),
    ).toEqual([{ path: logo, url: url(logo) }]);
    expect(
      await imagesFreedByPurge(db(), BUCKET, {
        collection: 'navigation_items',
        doc_id: marker,
        label: '',
        data,
      }),
    ).toEqual([]);
  });
});

describe('purgeExpiredTrash', () => {
  // Long past, so that only this test's entries have expired by then, whatever else is in the trash.
  const now = new Date('2001-01-01T00:00:00Z');

  it('deletes the entries whose time is over, a batch at a time, and keeps the others', async () => {
    const expired = [uniqueMarker(), uniqueMarker(), uniqueMarker()];
    const kept = uniqueMarker();
    for (const [i, marker] of expired.entries()) {
      await trashedProduct(marker, { purgeAt: new Date(now.getTime() - i * 1000) });
    }
    await trashedProduct(kept, { purgeAt: new Date(now.getTime() + 1000) });

    const purged: PurgedEntry[] = [];
    const count = await purgeExpiredTrash(db(), now, {
      pageSize: 2,
      onPurged: (entry) => purged.push(entry),
    });

    expect(count).toBe(3);
    expect(purged.map((entry) => entry.doc_id).sort()).toEqual([...expired].sort());
    expect(purged[0]).toMatchObject({ collection: 'products', label: expect.stringContaining('Camera') });
    for (const marker of expired)
      expect((await db().doc(`trash/products:${marker}`).get()).exists).toBe(false);
    expect((await db().doc(`trash/products:${kept}`).get()).exists).toBe(true);
    // What follows a purge happened too: the trigger logged each.
    for (const marker of expired) await logEntry(db(), 'products', marker, 'purge');
  });
});

describe('npm run trash:purge', () => {
  type Outcome = { code: number; stdout: string; stderr: string };
  async function purgeScript(...args: string[]): Promise<Outcome> {
    try {
      const { stdout, stderr } = await promisify(execFile)('npm', [
        'run',
        '--silent',
        'trash:purge',
        '--',
        ...args,
      ]);
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }
  const inTrash = async (marker: string) => (await db().doc(`trash/products:${marker}`).get()).exists;

  it('purges what has expired on the emulators, and prints it', async () => {
    const expired = uniqueMarker();
    const kept = uniqueMarker();
    await trashedProduct(expired, { versions: 1, purgeAt: new Date(Date.now() - 1000) });
    await trashedProduct(kept, { versions: 1 });

    const outcome = await purgeScript();
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.stdout).toContain(`products/${expired}  Camera ${expired}`);
    expect(outcome.stdout).not.toContain(kept);
    expect(outcome.stdout).toMatch(/✔ Purged \d+ trash entr/);
    expect(await inTrash(expired)).toBe(false);
    expect(await inTrash(kept)).toBe(true);
    // The Functions emulator's trigger followed the purge.
    await logEntry(db(), 'products', expired, 'purge');
    expect(await versionsOf(db(), 'products', expired)).toHaveLength(0);
    expect(await versionsOf(db(), 'products', kept)).toHaveLength(1);
  });

  it('empties the whole trash with --all', async () => {
    const kept = uniqueMarker();
    await trashedProduct(kept);

    const outcome = await purgeScript('--all');
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.stdout).toContain(`products/${kept}`);
    expect((await db().collection('trash').count().get()).data().count).toBe(0);
    await logEntry(db(), 'products', kept, 'purge');
  });

  it('says there is nothing to purge, and refuses an unknown option', async () => {
    await purgeScript('--all');
    expect((await purgeScript()).stdout).toContain('Nothing to purge');
    const refused = await purgeScript('--everything');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('usage: npm run trash:purge [-- --all]');
  });
});
