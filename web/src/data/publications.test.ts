import type { Publication } from '@kigali/domain';
import type { ScheduledPublicationForm } from '@kigali/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const addDoc = vi.fn(async (..._args: unknown[]) => ({ id: 'new-article' }));
const updateDoc = vi.fn(async (..._args: unknown[]) => {});
/** The public reads: each call gets the `where` clauses of its query. */
const getDocs = vi.fn(async (_query: { constraints: Constraint[] }) => ({ docs: [] as unknown[] }));
/** The article page's read of one document. */
const getDoc = vi.fn(async (_ref: { path: string }): Promise<unknown> => ({ exists: () => false }));
type Constraint = { where: [string, string, unknown] } | { orderBy: unknown } | { limit: number };

vi.mock('@/lib/firestore', () => {
  const sdk = {
    collection: (_db: unknown, name: string) => ({ collection: name }),
    doc: (_db: unknown, name: string, id: string) => ({ path: `${name}/${id}` }),
    addDoc: (...args: unknown[]) => addDoc(...args),
    updateDoc: (...args: unknown[]) => updateDoc(...args),
    serverTimestamp: () => 'SERVER_TIME',
    deleteField: () => 'DELETE_FIELD',
    query: (_ref: unknown, ...constraints: Constraint[]) => ({ constraints }),
    where: (...clause: [string, string, unknown]) => ({ where: clause }),
    orderBy: (...order: unknown[]) => ({ orderBy: order }),
    limit: (limit: number) => ({ limit }),
    documentId: () => '__name__',
    getDocs: (query: { constraints: Constraint[] }) => getDocs(query),
    getDoc: (ref: { path: string }) => getDoc(ref),
  };
  const reader = async () => ({ db: {}, sdk });
  // Firestore Lite, told apart by its db, with the same (mocked) functions.
  const lite = async () => ({ db: { lite: true }, sdk });
  return { loadFirestore: reader, loadFirestoreForReading: reader, loadFirestoreLite: lite };
});

// Content writes are stamped with the signed-in team member (editor-stamps.ts).
vi.mock('@/lib/current-user', () => ({ signedInUid: async () => 'demo-admin' }));

/** The module afresh for each test: what it learnt of the server's clock does not carry over. */
const load = () => import('./publications');

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
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

describe('the public reads and the clock', () => {
  const serverTime = new Date('2026-11-24T08:00:00.600Z');
  /** The bound a read asked for: `published_at <= bound`. */
  const boundOf = (call: number) => {
    const clause = getDocs.mock.calls[call]?.[0].constraints.find(
      (constraint): constraint is { where: [string, string, unknown] } =>
        'where' in constraint && constraint.where[0] === 'published_at',
    );
    expect(clause?.where[1]).toBe('<=');
    return clause?.where[2] as Date;
  };
  const refused = Object.assign(new Error('Missing or insufficient permissions.'), {
    code: 'permission-denied',
  });

  /** Firestore as the rules answer it: a bound later than the server's time is refused. */
  function serverChecksTheBound() {
    getDocs.mockImplementation(async ({ constraints }) => {
      const bound = constraints.find(
        (constraint): constraint is { where: [string, string, unknown] } =>
          'where' in constraint && constraint.where[0] === 'published_at',
      );
      if (!bound || (bound.where[2] as Date).getTime() > serverTime.getTime()) throw refused;
      return { docs: [] };
    });
  }

  /** This device's clock runs `aheadMs` ahead of the server's; the site tells the server's time. */
  function deviceAhead(aheadMs: number) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(serverTime.getTime() + aheadMs);
    const fetchTime = vi.fn(
      async (_url: URL, _init: RequestInit) =>
        new Response(null, { headers: { date: serverTime.toUTCString() } }),
    );
    vi.stubGlobal('fetch', fetchTime);
    return fetchTime;
  }

  it('lists only published articles that are due, newest first', async () => {
    const { publishedPublicationsQuery } = await load();
    deviceAhead(-5_000);
    serverChecksTheBound();
    await publishedPublicationsQuery().queryFn!({} as never);
    const [query] = getDocs.mock.calls[0]!;
    expect(query.constraints).toEqual([
      { where: ['is_published', '==', true] },
      // A second behind this device's clock: a clock in step may still be a little ahead of the server's.
      { where: ['published_at', '<=', new Date(serverTime.getTime() - 5_000 - 1_000)] },
      { orderBy: ['published_at', 'desc'] },
    ]);
  });

  it('retries a list refused for a device clock ahead of the server, once, bounded by the server time', async () => {
    const { publishedPublicationsQuery } = await load();
    const fetchTime = deviceAhead(10 * 60_000);
    serverChecksTheBound();
    await expect(publishedPublicationsQuery().queryFn!({} as never)).resolves.toEqual([]);
    expect(getDocs).toHaveBeenCalledTimes(2);
    expect(boundOf(0)).toEqual(new Date(serverTime.getTime() + 10 * 60_000 - 1_000));
    // The Date header is whole seconds, so the bound is never later than the server's time.
    expect(boundOf(1)).toEqual(new Date('2026-11-24T08:00:00Z'));
    expect(fetchTime).toHaveBeenCalledTimes(1);
    const [url, init] = fetchTime.mock.calls[0]!;
    expect(String(url)).toBe(`${location.origin}/robots.txt`);
    expect(init).toMatchObject({ method: 'HEAD', cache: 'no-store' });
  });

  it('bounds later reads by the learnt server time, so they are not refused first', async () => {
    const { publishedPublicationsQuery } = await load();
    deviceAhead(10 * 60_000);
    serverChecksTheBound();
    await publishedPublicationsQuery().queryFn!({} as never);
    getDocs.mockClear();
    await publishedPublicationsQuery().queryFn!({} as never);
    expect(getDocs).toHaveBeenCalledTimes(1);
    expect(boundOf(0).getTime()).toBeLessThanOrEqual(serverTime.getTime());
  });

  it('retries through Firestore Lite, whose reads are each checked when they arrive', async () => {
    const { readPublishedUpToNow } = await load();
    deviceAhead(10 * 60_000);
    const read = vi.fn(async (reader: { db: unknown }, _now: Date) => {
      // The full SDK's stream was opened long ago: whatever the bound, it is refused there.
      if (!(reader.db as { lite?: boolean }).lite) throw refused;
      return 'read';
    });
    await expect(readPublishedUpToNow(read)).resolves.toBe('read');
    expect(read).toHaveBeenCalledTimes(2);
    expect(read.mock.calls[1]![0].db).toEqual({ lite: true });
  });

  it('retries with this clock a second back where the server cannot be asked (prerendering, offline)', async () => {
    const { readPublishedUpToNow } = await load();
    deviceAhead(0);
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    const read = vi.fn(async (_reader: unknown, _now: Date) => Promise.reject(refused));
    await expect(readPublishedUpToNow(read)).rejects.toBe(refused);
    expect(read).toHaveBeenCalledTimes(2);
    expect(read.mock.calls[1]![1]).toEqual(new Date(serverTime.getTime() - 1_000));
  });

  it('retries only once, and never for another failure', async () => {
    const { readPublishedUpToNow } = await load();
    const fetchTime = deviceAhead(10 * 60_000);
    const alwaysRefused = vi.fn(async (_reader: unknown, _now: Date) => Promise.reject(refused));
    await expect(readPublishedUpToNow(alwaysRefused)).rejects.toBe(refused);
    expect(alwaysRefused).toHaveBeenCalledTimes(2);

    const unavailable = Object.assign(new Error('offline'), { code: 'unavailable' });
    const offline = vi.fn(async (_reader: unknown, _now: Date) => Promise.reject(unavailable));
    fetchTime.mockClear();
    await expect(readPublishedUpToNow(offline)).rejects.toBe(unavailable);
    expect(offline).toHaveBeenCalledTimes(1);
    expect(fetchTime).not.toHaveBeenCalled();
  });
});

describe('one article for its public page', () => {
  const refused = Object.assign(new Error('Missing or insufficient permissions.'), {
    code: 'permission-denied',
  });

  it('is read by id, the rules checking its state by the server time', async () => {
    const { publishedPublicationQuery } = await load();
    await expect(publishedPublicationQuery('pub-1').queryFn!({} as never)).resolves.toBeNull();
    expect(getDoc).toHaveBeenCalledWith({ path: 'publications/pub-1' });
  });

  it('is not found when the rules refuse it (a draft, a scheduled article or no such id)', async () => {
    const { publishedPublicationQuery } = await load();
    getDoc.mockRejectedValueOnce(refused);
    await expect(publishedPublicationQuery('pub-1').queryFn!({} as never)).resolves.toBeNull();
  });

  it('passes any other failure on (offline and never read, say)', async () => {
    const { publishedPublicationQuery } = await load();
    const unavailable = Object.assign(new Error('offline'), { code: 'unavailable' });
    getDoc.mockRejectedValueOnce(unavailable);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(publishedPublicationQuery('pub-1').queryFn!({} as never)).rejects.toBe(unavailable);
  });
});
