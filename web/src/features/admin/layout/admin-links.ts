import { paths } from '@/config/paths';
import { adminMessages } from '@/i18n/admin';
import type { AdminScreen } from './screen-access';

const labels = { ...adminMessages.admin.shell.links, ...adminMessages.team.links };

type AdminLink = { to: string; label: string; screen: AdminScreen; end?: true };

/**
 * The sidebar, in the order of docs/product.md#admin-screens, then the screens an admin needs beyond
 * it, and the trash. Each role sees only the links of the screens it may open (screen-access.ts).
 */
export const adminLinks: readonly AdminLink[] = [
  { to: paths.admin.dashboard, label: labels.dashboard, screen: 'dashboard', end: true },
  { to: paths.admin.products, label: labels.products, screen: 'products' },
  { to: paths.admin.services, label: labels.services, screen: 'services' },
  { to: paths.admin.jobs, label: labels.jobs, screen: 'jobs' },
  { to: paths.admin.publications, label: labels.publications, screen: 'publications' },
  { to: paths.admin.navigation, label: labels.navigation, screen: 'navigation' },
  { to: paths.admin.heroSlides, label: labels.heroSlides, screen: 'heroSlides' },
  { to: paths.admin.partners, label: labels.partners, screen: 'partners' },
  { to: paths.admin.categories, label: labels.categories, screen: 'categories' },
  { to: paths.admin.inbox, label: labels.inbox, screen: 'inbox' },
  { to: paths.admin.team, label: labels.team, screen: 'team' },
  { to: paths.admin.activity, label: labels.activity, screen: 'activity' },
  { to: paths.admin.trash, label: labels.trash, screen: 'trash' },
];
