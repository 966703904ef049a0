import type { Publication } from '@kigali/domain';
import type { ScheduledPublicationForm } from '@kigali/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const addDoc = vi.fn(async (..._args: unknown[]) => ({ id: 'new-article' }));
const updateDoc = vi.fn(async (..._args: unknown[]) => {});

vi.mock('@/lib/firestore', () => {
  const sdk = {
    collection: (_db: unknown, name: string) => ({ collection: name }),
    doc: (_db: unknown, name: string, id: string) => ({ path: `${name}/${id}` }),
    addDoc: (...args: unknown[]) => addDoc(...args),
    updateDoc: (...args: unknown[]) => updateDoc(...args),
    serverTimestamp: () => 'SERVER_TIME',
    deleteField: () => 'DELETE_FIELD',
  };
  return { loadFirestore: async () => ({ db: {}, sdk }) };
});

// Content writes are stamped with the signed-in team member (editor-stamps.ts).
vi.mock('@/lib/current-user', () => ({ signedInUid: async () => 'demo-admin' }));

/** The module afresh for each test. */
const load = () => import('./publications');

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const form = (is_published: boolean, publish_at: Date | null = null): ScheduledPublicationForm => ({
  title: 'Wi-Fi 6 for offices',
  content: 'Body',
  excerpt: null,
  category: 'Technology Trends',
  image_url: null,
  is_published,
  publish_at,
});

const fields = (is_published: boolean) => {
  const { publish_at: _publishAt, ...rest } = form(is_published);
  return rest;
};

const article = (is_published: boolean, published_at: Date | null): Publication => ({
  id: 'pub-1',
  ...fields(is_published),
  author_id: 'demo-admin',
  published_at,
  created_at: null,
  updated_at: null,
});

/** What the one write of a create or an update stored. */
const created = () => addDoc.mock.calls[0]?.[1] as Record<string, unknown>;
const updated = () => updateDoc.mock.calls[0]?.[1] as Record<string, unknown>;

const nextYear = new Date('2027-03-01T07:00:00Z');

describe('published_at on create', () => {
  it('is the server time for an article published now, written by the signed-in team member', async () => {
    const { createPublication } = await load();
    await expect(createPublication(form(true), 'demo-admin')).resolves.toBe('new-article');
    expect(addDoc).toHaveBeenCalledWith({ collection: 'publications' }, expect.anything());
    expect(created()).toMatchObject({
      ...fields(true),
      author_id: 'demo-admin',
      published_at: 'SERVER_TIME',
      created_at: 'SERVER_TIME',
      updated_at: 'SERVER_TIME',
    });
  });

  it('is the chosen time for a scheduled article', async () => {
    const { createPublication } = await load();
    await createPublication(form(true, nextYear), 'demo-admin');
    expect(created()).toMatchObject({ is_published: true, published_at: nextYear });
  });

  it('is null for a draft', async () => {
    const { createPublication } = await load();
    await createPublication(form(false), 'demo-admin');
    expect(created()).toMatchObject({ is_published: false, published_at: null });
  });
});

describe('published_at on update', () => {
  const earlier = new Date('2026-01-15T09:00:00.123Z');
  const earlierToTheSecond = new Date('2026-01-15T09:00:00Z');

  it('is the server time when a draft is published with "Publish at" empty', async () => {
    const { updatePublication } = await load();
    await updatePublication(article(false, null), form(true));
    expect(updateDoc).toHaveBeenCalledWith({ path: 'publications/pub-1' }, expect.anything());
    expect(updated()).toMatchObject({
      ...fields(true),
      published_at: 'SERVER_TIME',
      updated_at: 'SERVER_TIME',
    });
  });

  it('moves to the chosen time when an article is scheduled or rescheduled', async () => {
    const { updatePublication } = await load();
    await updatePublication(article(true, earlier), form(true, nextYear));
    expect(updated()).toMatchObject({ published_at: nextYear });
  });

  it('is left alone when the stored time is saved again as the form shows it (to the second)', async () => {
    const { updatePublication } = await load();
    await updatePublication(article(true, earlier), form(true, earlierToTheSecond));
    expect(updated()).not.toHaveProperty('published_at');
  });

  it('is left alone when an article is unpublished, whatever the form held', async () => {
    const { updatePublication } = await load();
    await updatePublication(article(true, earlier), form(false));
    expect(updated()).toMatchObject(fields(false));
    expect(updated()).not.toHaveProperty('published_at');
  });

  it('is left alone when an article published before is published again at its time', async () => {
    const { updatePublication } = await load();
    await updatePublication(article(false, earlier), form(true, earlierToTheSecond));
    expect(updated()).not.toHaveProperty('published_at');
  });

  it('is the server time when "Publish at" is emptied on a published article', async () => {
    const { updatePublication } = await load();
    await updatePublication(article(true, earlier), form(true));
    expect(updated()).toMatchObject({ published_at: 'SERVER_TIME' });
  });
});
