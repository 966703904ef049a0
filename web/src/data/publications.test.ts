import type { Publication, PublicationForm } from '@kigali/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPublication, updatePublication } from './publications';

const addDoc = vi.fn(async (..._args: unknown[]) => ({ id: 'new-article' }));
const updateDoc = vi.fn(async (..._args: unknown[]) => {});
vi.mock('@/lib/firestore', () => {
  const sdk = {
    collection: (_db: unknown, name: string) => ({ collection: name }),
    doc: (_db: unknown, name: string, id: string) => ({ path: `${name}/${id}` }),
    addDoc: (...args: unknown[]) => addDoc(...args),
    updateDoc: (...args: unknown[]) => updateDoc(...args),
    serverTimestamp: () => 'SERVER_TIME',
  };
  return { loadFirestore: async () => ({ db: {}, sdk }) };
});

afterEach(() => {
  addDoc.mockClear();
  updateDoc.mockClear();
});

const form = (is_published: boolean): PublicationForm => ({
  title: 'Wi-Fi 6 for offices',
  content: 'Body',
  excerpt: null,
  category: 'Technology Trends',
  image_url: null,
  is_published,
});

const article = (is_published: boolean, published_at: Date | null): Publication => ({
  id: 'pub-1',
  ...form(is_published),
  author_id: 'demo-admin',
  published_at,
  created_at: null,
  updated_at: null,
});

/** What the one write of a create or an update stored. */
const created = () => addDoc.mock.calls[0]?.[1] as Record<string, unknown>;
const updated = () => updateDoc.mock.calls[0]?.[1] as Record<string, unknown>;

describe('published_at on create', () => {
  it('is stamped now for an article created as published, written by the signed-in admin', async () => {
    await expect(createPublication(form(true), 'demo-admin')).resolves.toBe('new-article');
    expect(addDoc).toHaveBeenCalledWith({ collection: 'publications' }, expect.anything());
    expect(created()).toEqual({
      ...form(true),
      author_id: 'demo-admin',
      published_at: 'SERVER_TIME',
      created_at: 'SERVER_TIME',
      updated_at: 'SERVER_TIME',
    });
  });

  it('is null for a draft', async () => {
    await createPublication(form(false), 'demo-admin');
    expect(created()).toMatchObject({ is_published: false, published_at: null });
  });
});

describe('published_at on update', () => {
  const earlier = new Date('2026-01-15T09:00:00Z');

  it('is stamped when a draft that was never published is published', async () => {
    await updatePublication(article(false, null), form(true));
    expect(updateDoc).toHaveBeenCalledWith({ path: 'publications/pub-1' }, expect.anything());
    expect(updated()).toEqual({ ...form(true), published_at: 'SERVER_TIME', updated_at: 'SERVER_TIME' });
  });

  it('is left alone when a published article is saved again', async () => {
    await updatePublication(article(true, earlier), form(true));
    expect(updated()).toEqual({ ...form(true), updated_at: 'SERVER_TIME' });
  });

  it('is left alone when an article is unpublished', async () => {
    await updatePublication(article(true, earlier), form(false));
    expect(updated()).toEqual({ ...form(false), updated_at: 'SERVER_TIME' });
  });

  it('is left alone when an article published before is published again', async () => {
    await updatePublication(article(false, earlier), form(true));
    expect(updated()).not.toHaveProperty('published_at');
  });

  it('is left alone when a draft stays a draft', async () => {
    await updatePublication(article(false, null), form(false));
    expect(updated()).not.toHaveProperty('published_at');
  });
});
