import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { newAccount } from './support/accounts';
import { logEntriesAbout, versionsOf } from './support/activity';
import { adminDb, uniqueMarker } from './support/emulators';

/**
 * The version history kept by the content triggers on the Functions emulator: each update keeps
 * the document it replaced, exactly as it was stored, so a restore can write it back.
 */
describe('document versions', () => {
  it('keeps the replaced document as stored, with who made it and who replaced it', async () => {
    const [author, editor] = await Promise.all([
      newAccount({ role: 'editor' }),
      newAccount({ role: 'editor' }),
    ]);
    const marker = uniqueMarker();
    const ref = adminDb().collection('products').doc(marker);
    // Microseconds (what Firestore keeps) a Date would lose, a nested map and a list come back unchanged.
    const original = {
      name: `Camera ${marker}`,
      specifications: { resolution: '4 MP', lens: ['2.8 mm', '4 mm'] },
      created_at: new Timestamp(1_760_000_000, 123_456_000),
      updated_by: author.uid,
    };
    await ref.set(original);
    await ref.update({ name: `Camera ${marker} v2`, updated_by: editor.uid });

    const [version] = await versionsOf(marker, 1);
    expect(version).toEqual({
      id: expect.any(String),
      collection: 'products',
      doc_id: marker,
      data: original,
      made_by: author.uid,
      made_by_email: author.email,
      replaced_at: expect.any(Timestamp),
      replaced_by: editor.uid,
      replaced_by_email: editor.email,
    });
    expect((version!.data as typeof original).created_at.nanoseconds).toBe(123_456_000);
    // The version and the update's log entry are named by the same trigger event.
    const update = (await logEntriesAbout(marker, 2)).find((entry) => entry.action === 'update');
    expect(update?.id).toBe(version!.id);
  });

  it('dates each version by the write that replaced it, so two saves in one second keep their order', async () => {
    const editor = await newAccount({ role: 'editor' });
    const marker = uniqueMarker();
    const ref = adminDb().collection('products').doc(marker);
    const second = 1_760_000_000;
    await ref.set({ name: `Camera ${marker}`, updated_by: editor.uid });
    await ref.update({
      name: `Camera ${marker} v2`,
      updated_at: new Timestamp(second, 1_000),
      updated_by: editor.uid,
    });
    await ref.update({
      name: `Camera ${marker} v3`,
      updated_at: new Timestamp(second, 2_000),
      updated_by: editor.uid,
    });

    const versions = await versionsOf(marker, 2);
    const replacedBy = (name: string) =>
      versions.find((version) => (version.data as { name: string }).name === name)?.replaced_at as Timestamp;
    expect(replacedBy(`Camera ${marker}`).isEqual(new Timestamp(second, 1_000))).toBe(true);
    expect(replacedBy(`Camera ${marker} v2`).isEqual(new Timestamp(second, 2_000))).toBe(true);
  });

  it('keeps no version of a creation or of a write that changed only stamps', async () => {
    const editor = await newAccount({ role: 'editor' });
    const marker = uniqueMarker();
    const ref = adminDb().collection('services').doc(marker);
    await ref.set({ name: `Service ${marker}`, order: 1, updated_by: editor.uid });
    await ref.update({
      updated_by: `stamper-${marker}`,
      updated_at: Timestamp.now(),
      restored_from: 'version-x',
    });
    // The sentinel: a real change, whose version is the state the stamps-only write left.
    await ref.update({ order: 2, updated_by: editor.uid, restored_from: FieldValue.delete() });

    const versions = await versionsOf(marker, 1);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      made_by: `stamper-${marker}`,
      data: { order: 1, restored_from: 'version-x' },
    });
  });

  it('keeps the state a restore replaced as a new version, and logs the restore', async () => {
    const editor = await newAccount({ role: 'editor' });
    const marker = uniqueMarker();
    const ref = adminDb().collection('publications').doc(marker);
    await ref.set({ title: `News ${marker}`, body: 'First draft', updated_by: editor.uid });
    await ref.set({ title: `News ${marker}`, body: 'Second draft', updated_by: editor.uid });
    const [first] = await versionsOf(marker, 1);

    await ref.set({ ...(first!.data as object), updated_by: editor.uid, restored_from: first!.id });
    const versions = await versionsOf(marker, 2);
    const replacedByRestore = versions.find((version) => version.id !== first!.id);
    expect(replacedByRestore).toMatchObject({ data: { body: 'Second draft' }, replaced_by: editor.uid });
    const restore = (await logEntriesAbout(marker, 3)).find((entry) => entry.action === 'restore');
    expect(restore).toMatchObject({ id: replacedByRestore!.id, actor_uid: editor.uid, fields: ['body'] });
  });
});
