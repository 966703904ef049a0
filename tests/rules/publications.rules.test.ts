import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { CONTENT_MANAGERS, PUBLICATION_CATEGORIES } from '@kigali/domain';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ACTORS, ADMIN, ADMIN_UID, EDITOR, EDITOR_UID } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import { inDays, inSeconds, PAST, publicationCreate, stored, without } from './support/fixtures';
import { contentAccess, isAllowed, itEnforcesAccessMatrix } from './support/matrix';
import { moveToTrash, stampedBy } from './support/trash';
import { itHidesUnpublished } from './support/visibility';
import { itChecksTranslations } from './support/translations';
import { itAcceptsAndRefuses } from './support/writes';

const env = useRulesEnvironment(() => ({
  'publications/published': stored.publication(),
  'publications/just-published': stored.publication({ published_at: inSeconds(-5) }),
  'publications/scheduled': stored.publication({ published_at: inDays(3) }),
  'publications/draft': stored.publication({ is_published: false, published_at: null }),
}));

/**
 * The public news query (web/src/data/publications.ts): published, and published_at come. Its "now"
 * must not be after the server's time, or the rules cannot prove the query returns only due articles:
 * even on one machine, a query sent at once with this process's Timestamp.now() is refused now and
 * then (the emulator's clock trails it by a few milliseconds), so the tests ask up to a second ago.
 */
const aSecondAgo = () => Timestamp.fromMillis(Date.now() - 1000);
const publicFilters = (now = aSecondAgo()) => [
  where('is_published', '==', true),
  where('published_at', '<=', now),
  orderBy('published_at', 'desc'),
];
const managers = CONTENT_MANAGERS.publications;

describe('publications: who may do what', () => {
  itEnforcesAccessMatrix(env, contentAccess('publications'), {
    get: (db) => getDoc(doc(db, 'publications/published')),
    list: (db) => getDocs(query(collection(db, 'publications'), ...publicFilters())),
    create: (db, actor) =>
      setDoc(doc(db, 'publications/new'), {
        ...publicationCreate(),
        author_id: actor.uid ?? 'anonymous',
        ...stampedBy(actor),
      }),
    update: (db, actor) =>
      updateDoc(doc(db, 'publications/published'), {
        title: 'A better title',
        updated_at: serverTimestamp(),
        ...stampedBy(actor),
      }),
    delete: (db, actor) => moveToTrash(env(), db, actor, 'publications', 'published'),
  });
});

describe('publications: drafts are hidden from the public', () => {
  itHidesUnpublished(env, { collection: 'publications', hiddenId: 'draft', managers, publicFilters });
});

describe('publications: scheduled articles are hidden from the public until their time', () => {
  itHidesUnpublished(env, { collection: 'publications', hiddenId: 'scheduled', managers, publicFilters });

  const rows = ACTORS.map(
    (actor) => [actor.name, isAllowed(managers, actor) ? 'allowed' : 'denied', actor] as const,
  );
  it.each(rows)(
    '%s: a query on is_published alone (without the time) is %s',
    async (_who, expected, actor) => {
      const request = getDocs(
        query(collection(actor.firestore(env()), 'publications'), where('is_published', '==', true)),
      );
      await (expected === 'allowed' ? assertSucceeds(request) : assertFails(request));
    },
  );
  it.each(rows)('%s: a query for articles published up to tomorrow is %s', async (_who, expected, actor) => {
    const request = getDocs(
      query(collection(actor.firestore(env()), 'publications'), ...publicFilters(inDays(1))),
    );
    await (expected === 'allowed' ? assertSucceeds(request) : assertFails(request));
  });
  it.each(ACTORS.map((actor) => [actor.name, actor] as const))(
    '%s: an article whose time came seconds ago is public, by get and in the public query',
    async (_who, actor) => {
      const db = actor.firestore(env());
      await assertSucceeds(getDoc(doc(db, 'publications/just-published')));
      const found = await assertSucceeds(getDocs(query(collection(db, 'publications'), ...publicFilters())));
      expect(found.docs.map((article) => article.id)).toEqual(['just-published', 'published']);
    },
  );
});

describe('publications: an admin creating a publication', () => {
  const valid = { ...publicationCreate(), updated_by: ADMIN_UID };
  itAcceptsAndRefuses((data) => setDoc(doc(ADMIN.firestore(env()), 'publications/new'), data), {
    valid,
    accepted: [
      ...PUBLICATION_CATEGORIES.map((category): [string, DocumentData] => [
        `category ${category}`,
        { ...valid, category },
      ]),
      ['a draft (published_at null)', { ...valid, is_published: false, published_at: null }],
      ['a draft with a time chosen for later', { ...valid, is_published: false, published_at: inDays(5) }],
      ['an article scheduled for later', { ...valid, published_at: inDays(3) }],
      ['an article dated in the past', { ...valid, published_at: PAST }],
      ['an excerpt', { ...valid, excerpt: 'A short summary.' }],
      ['an https image', { ...valid, image_url: 'https://cdn.example.com/article.webp' }],
    ],
    refused: [
      ['another admin as author', { ...valid, author_id: 'someone-else' }],
      ['a published article without published_at (null)', { ...valid, published_at: null }],
      ['published_at as text', { ...valid, published_at: '2026-12-01T08:00:00Z' }],
      ['no published_at', without(valid, 'published_at')],
      ['a category outside the list', { ...valid, category: 'Gossip' }],
      ['an excerpt of 5001 characters', { ...valid, excerpt: 'e'.repeat(5001) }],
      [
        'an http: image URL, which the Content-Security-Policy blocks',
        { ...valid, image_url: 'http://cdn.example.com/article.webp' },
      ],
      ['is_published as text', { ...valid, is_published: 'yes' }],
      ['no content', without(valid, 'content')],
      ['a client-chosen created_at', { ...valid, created_at: PAST }],
      ['a client-chosen updated_at', { ...valid, updated_at: PAST }],
      ['no updated_by', without(valid, 'updated_by')],
      ['updated_by naming someone else', { ...valid, updated_by: EDITOR_UID }],
    ],
  });
});

describe('publications: an editor creating a publication', () => {
  const valid = { ...publicationCreate(), author_id: EDITOR_UID, updated_by: EDITOR_UID };
  itAcceptsAndRefuses((data) => setDoc(doc(EDITOR.firestore(env()), 'publications/new'), data), {
    valid,
    refused: [['the admin as author', { ...valid, author_id: ADMIN_UID }]],
  });
});

describe('publications: an admin editing a published article', () => {
  const valid = { title: 'A better title', updated_at: serverTimestamp(), updated_by: ADMIN_UID };
  itAcceptsAndRefuses((data) => updateDoc(doc(ADMIN.firestore(env()), 'publications/published'), data), {
    valid,
    accepted: [
      ['rescheduling it for later', { ...valid, published_at: inDays(2) }],
      ['moving its date back', { ...valid, published_at: PAST }],
      ['taking it back to a draft', { ...valid, is_published: false }],
      ['taking it back to a draft without a time', { ...valid, is_published: false, published_at: null }],
    ],
    refused: [
      ['clearing published_at while it stays published', { ...valid, published_at: null }],
      ['changing the author', { ...valid, author_id: 'admin-uid' }],
      ['changing created_at', { ...valid, created_at: serverTimestamp() }],
      ['without stamping updated_at', without(valid, 'updated_at')],
      ['without updated_by', without(valid, 'updated_by')],
    ],
  });
});

describe('publications: an editor publishing a draft', () => {
  const valid = {
    is_published: true,
    published_at: serverTimestamp(),
    updated_at: serverTimestamp(),
    updated_by: EDITOR_UID,
  };
  itAcceptsAndRefuses((data) => updateDoc(doc(EDITOR.firestore(env()), 'publications/draft'), data), {
    valid,
    accepted: [
      [
        'an edit that keeps it a draft',
        { title: 'Draft title', updated_at: serverTimestamp(), updated_by: EDITOR_UID },
      ],
      ['scheduling it for later', { ...valid, published_at: inDays(7) }],
    ],
    refused: [['publishing it without a time', without(valid, 'published_at')]],
  });
});

itChecksTranslations(
  'publications',
  'creating',
  publicationCreate,
  // The author is whoever creates it.
  (db, data) => setDoc(doc(db, 'publications/new'), { ...data, author_id: data.updated_by }),
  env,
);
itChecksTranslations(
  'publications',
  'editing',
  () => ({ updated_at: serverTimestamp() }),
  (db, data) => updateDoc(doc(db, 'publications/published'), data),
  env,
);
