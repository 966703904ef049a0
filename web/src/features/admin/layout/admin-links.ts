import { paths } from '@/config/paths';
import { adminMessages } from '@/i18n/admin';

const labels = adminMessages.admin.shell.links;

/** The sidebar, in the order of docs/product.md#admin-screens, then the screens an admin needs beyond it. */
export const adminLinks = [
  { to: paths.admin.dashboard, label: labels.dashboard, end: true },
  { to: paths.admin.products, label: labels.products },
  { to: paths.admin.services, label: labels.services },
  { to: paths.admin.jobs, label: labels.jobs },
  { to: paths.admin.publications, label: labels.publications },
  { to: paths.admin.navigation, label: labels.navigation },
  { to: paths.admin.heroSlides, label: labels.heroSlides },
  { to: paths.admin.partners, label: labels.partners },
  { to: paths.admin.categories, label: labels.categories },
  { to: paths.admin.inbox, label: labels.inbox },
] as const;
