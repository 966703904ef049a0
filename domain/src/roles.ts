/**
 * The team's roles (docs/product.md#roles), held as the custom claim `role` of a Firebase Auth user,
 * and what each role manages. The rules (firestore.rules) enforce the same table; the admin app reads
 * it to show each role only its screens.
 */
export const ROLES = ['admin', 'editor', 'recruiter'] as const;
export type Role = (typeof ROLES)[number];

/** Only the exact claim counts: "admin " or "Admin" is no role at all. */
export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Editor',
  recruiter: 'Recruiter',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Everything, including the team, the inbox and the activity log.',
  editor:
    'The catalogue, services and trainings, publications, hero slides, partners, navigation and categories. No submissions.',
  recruiter: 'Job postings and their applications only.',
};

/**
 * The content collections: what the team edits and the public reads. Each change to one of them is
 * logged, each update keeps the previous version, and a delete moves the document to the trash.
 */
export const CONTENT_COLLECTIONS = [
  'products',
  'product_categories',
  'services',
  'publications',
  'hero_slides',
  'partners',
  'navigation_items',
  'job_postings',
] as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

export const isContentCollection = (value: unknown): value is ContentCollection =>
  CONTENT_COLLECTIONS.includes(value as ContentCollection);

/** Who manages each content collection: writes it, reads its history and its trash, restores. */
export const CONTENT_MANAGERS: Record<ContentCollection, readonly Role[]> = {
  products: ['admin', 'editor'],
  product_categories: ['admin', 'editor'],
  services: ['admin', 'editor'],
  publications: ['admin', 'editor'],
  hero_slides: ['admin', 'editor'],
  partners: ['admin', 'editor'],
  navigation_items: ['admin', 'editor'],
  job_postings: ['admin', 'recruiter'],
};

/** Who reads and handles what visitors send, and the team's own records. */
export const RECORD_READERS = {
  job_applications: ['admin', 'recruiter'],
  contact_messages: ['admin'],
  partnership_requests: ['admin'],
  team_members: ['admin'],
  activity_log: ['admin'],
} as const satisfies Record<string, readonly Role[]>;
export type RecordCollection = keyof typeof RECORD_READERS;

/** Whether `role` may work on `collection` (null: no role, nothing). */
export function canManage(role: Role | null, collection: ContentCollection | RecordCollection): boolean {
  if (!role) return false;
  const roles: readonly Role[] = isContentCollection(collection)
    ? CONTENT_MANAGERS[collection]
    : RECORD_READERS[collection];
  return roles.includes(role);
}

/** The content collections `role` manages, in CONTENT_COLLECTIONS' order. */
export const managedCollections = (role: Role | null): ContentCollection[] =>
  CONTENT_COLLECTIONS.filter((collection) => canManage(role, collection));
