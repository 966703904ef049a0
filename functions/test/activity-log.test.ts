import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CONTENT_COLLECTIONS, RESTORED_FROM_TRASH } from '@kigali/domain';
import { recordActivity } from '../src/activity/record-activity';
import { newAccount } from './support/accounts';
import { labelFieldOf, logEntriesAbout } from './support/activity';
import { adminDb, uniqueMarker } from './support/emulators';

/**
 * The activity log written by the Firestore triggers on the Functions emulator. The documents are
 * written with the Admin SDK, carrying the `updated_by` stamp the browser writes (and the rules
 * check), since a trigger is not told who wrote.
 */
describe('activity log of the content collections', () => {
  it.each(CONTENT_COLLECTIONS)(
    'logs who created and who updated a %s document, and what changed',
    async (collection) => {
      const [author, editor] = await Promise.all([
        newAccount({ role: 'admin' }),
        newAccount({ role: 'admin' }),
      ]);
      const marker = uniqueMarker();
      const labelField = labelFieldOf(collection);
      const ref = adminDb().collection(collection).doc(marker);
      await ref.set({ [labelField]: `Label ${marker}`, summary: 'First words', updated_by: author.uid });

      const [created] = await logEntriesAbout(marker, 1);
      expect(created).toEqual({
        id: expect.any(String),
        at: expect.any(Timestamp),
        actor_uid: author.uid,
        actor_email: author.email,
        collection,
        doc_id: marker,
        doc_label: `Label ${marker}`,
        action: 'create',
        fields: [labelField, 'summary'].sort(),
      });

      await ref.update({ summary: 'Better words', updated_by: editor.uid });
      const updated = (await logEntriesAbout(marker, 2)).find((entry) => entry.action === 'update');
      expect(updated).toMatchObject({
        actor_uid: editor.uid,
        actor_email: editor.email,
        collection,
        doc_label: `Label ${marker}`,
        fields: ['summary'],
      });
    },
  );

  it('logs a document put back from the trash, and a version restored, as restores', async () => {
    const editor = await newAccount({ role: 'editor' });
    const marker = uniqueMarker();
    const ref = adminDb().collection('partners').doc(marker);
    await ref.set({ name: `Partner ${marker}`, updated_by: editor.uid, restored_from: RESTORED_FROM_TRASH });
    const [fromTrash] = await logEntriesAbout(marker, 1);
    expect(fromTrash).toMatchObject({ action: 'restore', actor_uid: editor.uid, fields: ['name'] });

    await ref.set({
      name: `Partner ${marker} (old name)`,
      updated_by: editor.uid,
      restored_from: 'version-1',
    });
    const entries = await logEntriesAbout(marker, 2);
    expect(entries.map((entry) => entry.action)).toEqual(['restore', 'restore']);
    expect(entries.find((entry) => entry.id !== fromTrash!.id)).toMatchObject({ fields: ['name'] });
  });

  it('logs no actor e-mail for a uid Auth does not know, and no actor for a write without a stamp', async () => {
    const marker = uniqueMarker();
    const ref = adminDb().collection('hero_slides').doc(marker);
    await ref.set({ title: `Slide ${marker}`, updated_by: `gone-${marker}` });
    const [byStranger] = await logEntriesAbout(marker, 1);
    expect(byStranger).toMatchObject({ actor_uid: `gone-${marker}`, actor_email: null });

    await ref.update({ title: `Slide ${marker} renamed`, updated_by: null });
    const unstamped = (await logEntriesAbout(marker, 2)).find((entry) => entry.action === 'update');
    expect(unstamped).toMatchObject({
      actor_uid: null,
      actor_email: null,
      doc_label: `Slide ${marker} renamed`,
    });
  });

  it('logs nothing for a stamps-only write or a delete (the trash logs that)', async () => {
    const editor = await newAccount({ role: 'editor' });
    const marker = uniqueMarker();
    const ref = adminDb().collection('navigation_items').doc(marker);
    await ref.set({ label: `Link ${marker}`, order: 1, updated_by: editor.uid });
    await logEntriesAbout(marker, 1);

    await ref.update({ updated_by: `other-${marker}`, updated_at: Timestamp.now() });
    await ref.delete();
    // The sentinel: a new document under the same id, logged after the two writes above.
    await ref.set({ label: `Link ${marker}`, order: 2, updated_by: editor.uid });
    const entries = await logEntriesAbout(marker, 2);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'create']);
  });
});

describe('activity log of job applications', () => {
  it('logs a status change by who made it, named after the applicant, and nothing else', async () => {
    const recruiter = await newAccount({ role: 'recruiter' });
    const marker = uniqueMarker();
    const ref = adminDb().collection('job_applications').doc(marker);
    // Already mailed: the mail trigger leaves it alone.
    await ref.set({
      job_posting_id: `posting-${marker}`,
      full_name: `Aline Uwase ${marker}`,
      email: 'aline.uwase@example.com',
      status: 'pending',
      delivery: { state: 'sent' },
    });
    await ref.update({ 'delivery.attempts': 1 });
    await ref.update({ status: 'reviewed', status_changed_by: recruiter.uid });

    const [entry] = await logEntriesAbout(marker, 1);
    expect(entry).toMatchObject({
      actor_uid: recruiter.uid,
      actor_email: recruiter.email,
      collection: 'job_applications',
      doc_label: `Aline Uwase ${marker}`,
      action: 'status',
      fields: ['status'],
    });
    // The creation and the delivery update before the status change logged nothing.
    expect(await logEntriesAbout(marker, 1)).toHaveLength(1);
  });
});

describe('recordActivity', () => {
  it('writes one entry per id however often it runs (a retried trigger), with the fields sorted', async () => {
    const admin = await newAccount({ role: 'admin' });
    const id = `retried-${uniqueMarker()}`;
    const entry = {
      actor_uid: admin.uid,
      collection: 'services',
      doc_id: id,
      doc_label: 'Networking',
      action: 'update' as const,
      fields: ['summary', 'name'],
    };
    await recordActivity(id, entry);
    await recordActivity(id, entry);

    const snapshot = await adminDb().collection('activity_log').where('doc_id', '==', id).get();
    expect(snapshot.docs.map((doc) => doc.id)).toEqual([id]);
    expect(snapshot.docs[0]!.data()).toMatchObject({
      actor_email: admin.email,
      fields: ['name', 'summary'],
      at: expect.any(Timestamp),
    });
  });
});
