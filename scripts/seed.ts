/**
 * Loads the demo data of seed/ into the emulators. Idempotent: every document and user has a fixed
 * id, so running it again restores the demo content without duplicating anything. Each record is
 * validated with the domain schema the admin forms use, so the seed cannot drift from the rules.
 *
 *   npm run seed        (with the emulators running)
 */
import {
  isRole,
  type Role,
  heroSlideSchema,
  jobApplicationSchema,
  jobPostingSchema,
  navigationItemSchema,
  partnerSchema,
  partnershipRequestSchema,
  productCategorySchema,
  productSchema,
  contactMessageSchema,
  publicationSchema,
  serviceSchema,
} from '@kigali/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as z from 'zod';
import { emulatorAdmin } from './lib/admin-sdk';
import { ROOT } from './lib/emulator-config';

type Row = Record<string, unknown> & { id: string };
const read = <T = Row>(name: string): T[] =>
  JSON.parse(readFileSync(join(ROOT, 'seed', 'data', `${name}.json`), 'utf8'));

export type SeedUser = {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: Role | null;
};
export const seedUsers = read<SeedUser>('users');
for (const user of seedUsers) {
  if (user.role !== null && !isRole(user.role)) {
    throw new Error(`seed/data/users.json: "${user.uid}" has no role named "${String(user.role)}"`);
  }
}
const seedUserWith = (role: Role | null): SeedUser => {
  const user = seedUsers.find((candidate) => candidate.role === role);
  if (!user) throw new Error(`seed/data/users.json has no user with the role ${role}`);
  return user;
};
/** One demo user for each role of the team, and a signed-up user outside it. */
export const demoAdmin = seedUserWith('admin');
export const demoEditor = seedUserWith('editor');
export const demoRecruiter = seedUserWith('recruiter');
export const demoUser = seedUserWith(null);

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/**
 * Each row goes through the admin form's schema, as if an admin had typed it: its `translations` (where
 * it has them) are checked as strictly as the English and kept without their empty fields; a row without
 * them is stored without them.
 */
function parse<S extends z.ZodType>(schema: S, row: Row, collection: string): z.output<S> {
  const result = schema.safeParse(row);
  if (!result.success) {
    throw new Error(
      `seed/data/${collection}.json: "${row.id}" is invalid: ${JSON.stringify(result.error.issues)}`,
    );
  }
  return result.data;
}

/** Array order is newest first: each row is a minute older than the one before it. */
const createdAt = (index: number, now: number) => Timestamp.fromMillis(now - (index + 1) * MINUTE);

/** Collections whose slugs are unique: each document's slug is claimed in `slugs` (firestore.rules). */
const SLUGGED = new Set(['products', 'services']);

async function seedCollection<S extends z.ZodType>(
  db: Firestore,
  collection: string,
  schema: S,
  extra: (row: Row, index: number, parsed: z.output<S>) => Record<string, unknown>,
) {
  const rows = read(collection);
  const batch = db.batch();
  rows.forEach((row, index) => {
    const parsed = parse(schema, row, collection);
    batch.set(db.collection(collection).doc(row.id), { ...(parsed as object), ...extra(row, index, parsed) });
    // The admin screens edit seeded documents: their slugs must be claimed as the app's saves claim them.
    if (SLUGGED.has(collection)) {
      const { slug } = parsed as { slug: string };
      batch.set(db.collection('slugs').doc(`${collection}:${slug}`), { collection, doc_id: row.id });
    }
  });
  await batch.commit();
  return rows.length;
}

/**
 * Each user's account, their role as the custom claim, and, for the team, the `team_members` document
 * the rules and the callables check the claim against and the Team screen lists (kept in step with
 * the claims, as the setTeamRole Function keeps it).
 */
async function seedUsersInto(auth: Auth, db: Firestore) {
  for (const user of seedUsers) {
    const properties = {
      email: user.email,
      password: user.password,
      displayName: user.displayName,
      emailVerified: true,
    };
    try {
      await auth.updateUser(user.uid, properties);
    } catch {
      await auth.createUser({ uid: user.uid, ...properties });
    }
    await auth.setCustomUserClaims(user.uid, user.role ? { role: user.role } : null);
    const member = db.collection('team_members').doc(user.uid);
    // updated_by null: the seed, not a member of the team, gave the role.
    if (user.role) {
      await member.set({
        email: user.email,
        role: user.role,
        updated_at: FieldValue.serverTimestamp(),
        updated_by: null,
      });
    } else {
      await member.delete();
    }
  }
}

export async function seed(): Promise<Record<string, number>> {
  const { auth, db } = emulatorAdmin();
  const now = Date.now();
  await seedUsersInto(auth, db);
  const times = (index: number) => ({ created_at: createdAt(index, now), updated_at: createdAt(index, now) });
  /** Submissions already happened: the mail Functions must not send them again. */
  const delivered = (index: number) => ({
    created_at: createdAt(index, now),
    delivery: { state: 'sent', at: createdAt(index, now) },
  });

  const counts: Record<string, number> = {};
  counts.product_categories = await seedCollection(
    db,
    'product_categories',
    productCategorySchema,
    () => ({}),
  );
  counts.products = await seedCollection(db, 'products', productSchema, (row, index) => ({
    currency: 'RWF',
    ...(typeof row.sku === 'string' ? { sku: row.sku } : {}),
    ...times(index),
  }));
  counts.services = await seedCollection(db, 'services', serviceSchema, (_row, index) => times(index));
  counts.hero_slides = await seedCollection(db, 'hero_slides', heroSlideSchema, () => ({}));
  counts.partners = await seedCollection(db, 'partners', partnerSchema, (_row, index) => ({
    created_at: createdAt(index, now),
  }));
  counts.job_postings = await seedCollection(db, 'job_postings', jobPostingSchema, (row, index) => ({
    expires_at:
      typeof row.expires_in_days === 'number' ? Timestamp.fromMillis(now + row.expires_in_days * DAY) : null,
    created_at: createdAt(index, now),
  }));
  counts.job_applications = await seedCollection(
    db,
    'job_applications',
    jobApplicationSchema,
    (row, index) => ({
      job_posting_id: row.job_posting_id,
      status: row.status,
      ...delivered(index),
    }),
  );
  counts.partnership_requests = await seedCollection(
    db,
    'partnership_requests',
    partnershipRequestSchema,
    (_row, index) => delivered(index),
  );
  counts.contact_messages = await seedCollection(
    db,
    'contact_messages',
    contactMessageSchema,
    (_row, index) => delivered(index),
  );
  counts.publications = await seedCollection(db, 'publications', publicationSchema, (row, index) => ({
    author_id: demoAdmin.uid,
    published_at:
      row.is_published && typeof row.published_days_ago === 'number'
        ? Timestamp.fromMillis(now - row.published_days_ago * DAY)
        : null,
    ...times(index),
  }));
  counts.navigation_items = await seedCollection(db, 'navigation_items', navigationItemSchema, () => ({}));
  return counts;
}

/** Removes every document and user: tests that need a blank slate call this, then seed(). */
export async function clearEmulators() {
  emulatorAdmin();
  const projectId = process.env.GCLOUD_PROJECT;
  await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    {
      method: 'DELETE',
    },
  );
  await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${projectId}/accounts`,
    { method: 'DELETE' },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seed().then(
    (counts) => {
      console.log(
        `Seeded: ${Object.entries(counts)
          .map(([name, count]) => `${count} ${name}`)
          .join(', ')}`,
      );
      process.exit(0);
    },
    (error) => {
      console.error(`✖ Seeding failed: ${error instanceof Error ? error.message : error}`);
      console.error('  Are the emulators running? Start them with `npm start` or `npm run dev`.');
      process.exit(1);
    },
  );
}
