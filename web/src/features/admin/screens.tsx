import {
  CONTENT_MANAGERS,
  RECORD_READERS,
  ROLES,
  isContentCollection,
  type ContentCollection,
  type Role,
} from '@kigali/domain';
import type { ComponentType } from 'react';
import { generatePath, type PathParam, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';

type RouteParams = Readonly<Record<string, string | undefined>>;

type ScreenDeclaration = {
  /** The screen's address below /admin ('' for /admin itself), with its `:params`. */
  path: string;
  /** The roles that open it, or what decides it from the route's params. */
  roles: readonly Role[] | ((params: RouteParams) => readonly Role[]);
  /** Its link in the sidebar; a screen without one is reached from another screen. */
  label?: string;
  /** The content collection it edits: its history's way back, and the roles that manage it. */
  collection?: ContentCollection;
  /** The page, downloaded when the screen is first opened. */
  page: () => Promise<ComponentType>;
};

/** A screen that edits a content collection, opened by the roles that manage it. */
const editing = (collection: ContentCollection) => ({ collection, roles: CONTENT_MANAGERS[collection] });

/**
 * Every admin screen, in the sidebar's order (docs/product.md#admin-screens), each screen without a
 * link after the one it is opened from. The route tree, who opens which screen, the sidebar and the
 * links between screens all derive from this table, so a new screen is one entry here.
 */
export const ADMIN_SCREENS = {
  dashboard: {
    path: '',
    roles: ROLES,
    label: 'Dashboard',
    page: () => import('./dashboard/DashboardPage').then((m) => m.DashboardPage),
  },
  products: {
    path: 'products',
    ...editing('products'),
    label: 'Products',
    page: () => import('./products/ProductsPage').then((m) => m.ProductsPage),
  },
  services: {
    path: 'services',
    ...editing('services'),
    label: 'Services',
    page: () => import('./services/ServicesPage').then((m) => m.ServicesPage),
  },
  jobs: {
    path: 'jobs',
    ...editing('job_postings'),
    label: 'Job Postings',
    page: () => import('./jobs/JobPostingsPage').then((m) => m.JobPostingsPage),
  },
  jobApplications: {
    path: 'jobs/:postingId/applications',
    roles: RECORD_READERS.job_applications,
    page: () => import('./jobs/ApplicationsPage').then((m) => m.ApplicationsPage),
  },
  publications: {
    path: 'publications',
    ...editing('publications'),
    label: 'Publications',
    page: () => import('./publications/PublicationsPage').then((m) => m.PublicationsPage),
  },
  publicationPreview: {
    path: 'publications/:id/preview',
    roles: CONTENT_MANAGERS.publications,
    page: () => import('./publications/PublicationPreviewPage').then((m) => m.PublicationPreviewPage),
  },
  navigation: {
    path: 'navigation',
    ...editing('navigation_items'),
    label: 'Navigation',
    page: () => import('./navigation/NavigationPage').then((m) => m.NavigationPage),
  },
  heroSlides: {
    path: 'hero-slides',
    ...editing('hero_slides'),
    label: 'Hero Slides',
    page: () => import('./hero-slides/HeroSlidesPage').then((m) => m.HeroSlidesPage),
  },
  partners: {
    path: 'partners',
    ...editing('partners'),
    label: 'Partners',
    page: () => import('./partners/PartnersPage').then((m) => m.PartnersPage),
  },
  categories: {
    path: 'categories',
    ...editing('product_categories'),
    label: 'Categories',
    page: () => import('./categories/CategoriesPage').then((m) => m.CategoriesPage),
  },
  inbox: {
    path: 'inbox',
    roles: RECORD_READERS.contact_messages.filter((role) =>
      RECORD_READERS.partnership_requests.includes(role),
    ),
    label: 'Inbox',
    page: () => import('./inbox/InboxPage').then((m) => m.InboxPage),
  },
  team: {
    path: 'team',
    roles: RECORD_READERS.team_members,
    label: 'Team',
    page: () => import('./team/TeamPage').then((m) => m.TeamPage),
  },
  activity: {
    path: 'activity',
    roles: RECORD_READERS.activity_log,
    label: 'Activity',
    page: () => import('./activity/ActivityPage').then((m) => m.ActivityPage),
  },
  // Each role's trash lists only the entries of the collections it manages.
  trash: {
    path: 'trash',
    roles: ROLES,
    label: 'Trash',
    page: () => import('./trash/TrashPage').then((m) => m.TrashPage),
  },
  // A collection's history opens to whoever manages that collection; there is none of any other.
  history: {
    path: 'history/:collection/:id',
    roles: ({ collection }) => (isContentCollection(collection) ? CONTENT_MANAGERS[collection] : []),
    page: () => import('./history/HistoryPage').then((m) => m.HistoryPage),
  },
} as const satisfies Record<string, ScreenDeclaration>;

export type AdminScreen = keyof typeof ADMIN_SCREENS;

const screenNames = Object.keys(ADMIN_SCREENS) as AdminScreen[];
const declarationOf = (screen: AdminScreen): ScreenDeclaration => ADMIN_SCREENS[screen];

const isAdminScreen = (value: unknown): value is AdminScreen =>
  typeof value === 'string' && Object.hasOwn(ADMIN_SCREENS, value);

type ParamsOf<S extends AdminScreen> = { [key in PathParam<(typeof ADMIN_SCREENS)[S]['path']>]: string };

const hrefOf = (screen: AdminScreen, params: Record<string, string> = {}) => {
  const { path } = declarationOf(screen);
  return path ? generatePath(`${paths.admin}/${path}`, params) : paths.admin;
};

/** The address of a screen: `adminHref('history', { collection, id })`. */
export const adminHref = <S extends AdminScreen>(
  screen: S,
  ...[params]: keyof ParamsOf<S> extends never ? [] : [ParamsOf<S>]
): string => hrefOf(screen, params);

/** Whether `role` may open `screen`, whose route has these params. */
export function canOpenScreen(role: Role | null, screen: AdminScreen, params: RouteParams = {}): boolean {
  if (!role) return false;
  const { roles } = declarationOf(screen);
  return (typeof roles === 'function' ? roles(params) : roles).includes(role);
}

/** The sidebar's links a role sees: the screens with a label that it may open. */
export const sidebarLinks = (role: Role | null) =>
  screenNames.flatMap((screen) => {
    const { label } = declarationOf(screen);
    return label && canOpenScreen(role, screen) ? [{ screen, label, to: hrefOf(screen) }] : [];
  });

/** The address of the screen that edits `collection`, where its history goes back to. */
export function editingScreenHref(collection: ContentCollection): string {
  const screen = screenNames.find((name) => declarationOf(name).collection === collection);
  if (!screen) throw new Error(`No admin screen edits ${collection}`);
  return hrefOf(screen);
}

/** What each admin route carries in its `handle`: the screen it shows, which the layout checks. */
type AdminScreenHandle = { screen: AdminScreen };

/**
 * Whether `role` may open the admin route with this handle and these params. A route that names no
 * screen is opened by admins only, so a route added outside this table stays closed to the other
 * roles rather than open to all.
 */
export function canOpenRoute(role: Role | null, handle: unknown, params: RouteParams): boolean {
  const screen = (handle as Partial<AdminScreenHandle> | null | undefined)?.screen;
  return isAdminScreen(screen) ? canOpenScreen(role, screen, params) : role === 'admin';
}

/** The back office's routes: the admin layout and, inside it, one route per screen. */
export const adminRoute: RouteObject = {
  path: paths.admin,
  lazy: () =>
    import('./layout/AdminLayout').then((m) => ({
      Component: m.AdminLayout,
      ErrorBoundary: m.AdminRouteError,
    })),
  children: screenNames.map((screen): RouteObject => {
    const { path, page } = declarationOf(screen);
    const handle: AdminScreenHandle = { screen };
    const lazy = async () => ({ Component: await page() });
    return path ? { path, handle, lazy } : { index: true, handle, lazy };
  }),
};
