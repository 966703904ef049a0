import { CONTENT_MANAGERS, RECORD_READERS, ROLES, isContentCollection, type Role } from '@kigali/domain';

/**
 * Which team roles may open each admin screen (docs/product.md#roles), derived from what each role
 * manages or reads, so the screens and the rules (firestore.rules) cannot disagree. The router names
 * each admin route's screen in its `handle`; the layout and the sidebar read this table.
 */
const SCREEN_ROLES = {
  dashboard: ROLES,
  // Each list shows only the entries of the collections the role manages.
  trash: ROLES,
  products: CONTENT_MANAGERS.products,
  categories: CONTENT_MANAGERS.product_categories,
  services: CONTENT_MANAGERS.services,
  publications: CONTENT_MANAGERS.publications,
  publicationPreview: CONTENT_MANAGERS.publications,
  navigation: CONTENT_MANAGERS.navigation_items,
  heroSlides: CONTENT_MANAGERS.hero_slides,
  partners: CONTENT_MANAGERS.partners,
  jobs: CONTENT_MANAGERS.job_postings,
  jobApplications: RECORD_READERS.job_applications,
  inbox: RECORD_READERS.contact_messages.filter((role) => RECORD_READERS.partnership_requests.includes(role)),
  team: RECORD_READERS.team_members,
  activity: RECORD_READERS.activity_log,
} as const satisfies Record<string, readonly Role[]>;

/** An admin screen; `history` is a collection's, opened by whoever manages that collection. */
export type AdminScreen = keyof typeof SCREEN_ROLES | 'history';

/** What an admin route carries in its `handle`: the screen it shows. */
export type AdminScreenHandle = { screen: AdminScreen };

/**
 * Whether `role` may open `screen`. `params` are the route's: a history screen names its collection
 * (`:collection`), and a collection that is no content collection has no history anyone may open.
 */
export function canOpenScreen(
  role: Role | null,
  screen: AdminScreen,
  params: Readonly<Record<string, string | undefined>> = {},
): boolean {
  if (!role) return false;
  if (screen === 'history') {
    const { collection } = params;
    return isContentCollection(collection) && CONTENT_MANAGERS[collection].includes(role);
  }
  const roles: readonly Role[] = SCREEN_ROLES[screen];
  return roles.includes(role);
}

const isAdminScreen = (value: unknown): value is AdminScreen =>
  value === 'history' || (typeof value === 'string' && Object.hasOwn(SCREEN_ROLES, value));

/**
 * The screen a route handle names, or null when it names none. An admin route without a screen is
 * opened by admins only (canOpenRoute), so a screen added without its entry here stays closed to the
 * other roles rather than open to all.
 */
export function screenOf(handle: unknown): AdminScreen | null {
  if (typeof handle !== 'object' || handle === null) return null;
  const { screen } = handle as { screen?: unknown };
  return isAdminScreen(screen) ? screen : null;
}

/** Whether `role` may open the admin route with this handle and these params. */
export function canOpenRoute(
  role: Role | null,
  handle: unknown,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  const screen = screenOf(handle);
  return screen ? canOpenScreen(role, screen, params) : role === 'admin';
}
