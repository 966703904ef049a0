import { MAX_LENGTH, SERVICE_CATEGORIES } from '@kigali/domain';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { ADMIN, ADMIN_UID } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import { PAST, serviceFields, stored, without } from './support/fixtures';
import { contentAccess, itEnforcesAccessMatrix } from './support/matrix';
import { setWithClaim } from './support/slug-claims';
import { moveToTrash, stampedBy } from './support/trash';
import { itChecksTranslations } from './support/translations';
import { itAcceptsAndRefuses } from './support/writes';

const env = useRulesEnvironment(() => ({ 'services/seeded': stored.service() }));

const BUCKET_URL = 'https://firebasestorage.googleapis.com/v0/b/demo-kigali.appspot.com/o';
const created = (): DocumentData => ({
  ...serviceFields(),
  created_at: serverTimestamp(),
  updated_at: serverTimestamp(),
});

describe('services: who may do what', () => {
  itEnforcesAccessMatrix(env, contentAccess('services'), {
    get: (db) => getDoc(doc(db, 'services/seeded')),
    list: (db) =>
      getDocs(
        query(collection(db, 'services'), where('category', '==', 'Training'), orderBy('created_at', 'desc')),
      ),
    create: (db, actor) => setWithClaim(db, 'services', 'new', { ...created(), ...stampedBy(actor) }),
    update: (db, actor) =>
      updateDoc(doc(db, 'services/seeded'), {
        features: ['Site survey'],
        updated_at: serverTimestamp(),
        ...stampedBy(actor),
      }),
    delete: (db, actor) => moveToTrash(env(), db, actor, 'services', 'seeded'),
  });
});

describe('services: an admin creating a service', () => {
  const valid = { ...created(), updated_by: ADMIN_UID };
  itAcceptsAndRefuses((data) => setWithClaim(ADMIN.firestore(env()), 'services', 'new', data), {
    valid,
    accepted: [
      ...SERVICE_CATEGORIES.map((category): [string, DocumentData] => [
        `category ${category}`,
        { ...valid, category },
      ]),
      ['a price range of 0 to 0 (on request)', { ...valid, price_range: { min: 0, max: 0 } }],
      ['an equal minimum and maximum', { ...valid, price_range: { min: 5000, max: 5000 } }],
      [
        'the most features, each at its longest',
        {
          ...valid,
          features: Array.from({ length: MAX_LENGTH.listItems }, (_, i) =>
            `${i}`.padStart(MAX_LENGTH.listItem, 'f'),
          ),
        },
      ],
      ['no features', { ...valid, features: [] }],
      [
        'an uploaded image under services-images/',
        { ...valid, image_url: `${BUCKET_URL}/services-images%2Fcabling.webp?alt=media` },
      ],
    ],
    refused: [
      ['a category outside the list', { ...valid, category: 'Plumbing' }],
      ['a category in lower case', { ...valid, category: 'training' }],
      ['a minimum above the maximum', { ...valid, price_range: { min: 10000, max: 5000 } }],
      ['a negative minimum', { ...valid, price_range: { min: -1, max: 5000 } }],
      ['a price range without its maximum', { ...valid, price_range: { min: 0 } }],
      ['a price range with text', { ...valid, price_range: { min: '0', max: '5000' } }],
      ['a price range with an extra key', { ...valid, price_range: { min: 0, max: 5000, currency: 'USD' } }],
      ['features as text', { ...valid, features: 'Site survey' }],
      ['a feature as a number', { ...valid, features: ['Site survey', 7] }],
      ['a feature that is null', { ...valid, features: [null, 'Site survey'] }],
      ['a feature on two lines', { ...valid, features: ['Site\nsurvey'] }],
      ['an untrimmed feature (the form trims)', { ...valid, features: [' Site survey'] }],
      ['an empty feature last', { ...valid, features: ['Site survey', ''] }],
      ['a feature as a map', { ...valid, features: [{ text: 'Site survey' }] }],
      ['a blank feature', { ...valid, features: ['Site survey', ' \u00a0'] }],
      ['a feature one character too long', { ...valid, features: ['f'.repeat(MAX_LENGTH.listItem + 1)] }],
      [
        'a bad feature at the last index the domain allows',
        {
          ...valid,
          features: [...Array.from({ length: MAX_LENGTH.listItems - 1 }, (_, i) => `Feature ${i}`), 7],
        },
      ],
      ['an infinite maximum price', { ...valid, price_range: { min: 0, max: Infinity } }],
      ['a minimum that is not a number (NaN)', { ...valid, price_range: { min: NaN, max: 5000 } }],
      ['an http: image URL', { ...valid, image_url: 'http://cdn.example.com/cabling.webp' }],
      ['more than 50 features', { ...valid, features: Array.from({ length: 51 }, (_, i) => `Feature ${i}`) }],
      ['a slug with an underscore', { ...valid, slug: 'network_installation' }],
      [
        'an image in our bucket outside the catalogue folders',
        { ...valid, image_url: `${BUCKET_URL}/users%2Fid.png?alt=media` },
      ],
      ['a client-chosen created_at', { ...valid, created_at: PAST }],
      ['no updated_at', without(valid, 'updated_at')],
      ['an extra key', { ...valid, internal_notes: 'margin 40%' }],
      ['no updated_by', without(valid, 'updated_by')],
      ['restored_from on a new service (no trash entry)', { ...valid, restored_from: 'trash' }],
    ],
  });
});

describe('services: an admin editing a service', () => {
  const valid = {
    price_range: { min: 100000, max: 900000 },
    updated_at: serverTimestamp(),
    updated_by: ADMIN_UID,
  };
  itAcceptsAndRefuses((data) => updateDoc(doc(ADMIN.firestore(env()), 'services/seeded'), data), {
    valid,
    refused: [
      ['a minimum above the maximum', { ...valid, price_range: { min: 900000, max: 100000 } }],
      ['without stamping updated_at', without(valid, 'updated_at')],
      ['changing created_at', { ...valid, created_at: serverTimestamp() }],
      ['updated_by naming someone else', { ...valid, updated_by: 'recruiter-uid' }],
    ],
  });
});

itChecksTranslations(
  'services',
  'creating',
  created,
  (db, data) => setWithClaim(db, 'services', 'new', data),
  env,
);
itChecksTranslations(
  'services',
  'editing',
  () => ({ updated_at: serverTimestamp() }),
  (db, data) => updateDoc(doc(db, 'services/seeded'), data),
  env,
);
