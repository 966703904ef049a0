import { useEffect } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { NotFoundPage } from '@/features/content/NotFoundPage';
import { PublicLayout } from '@/features/layout/PublicLayout';
import { paths } from '@/config/paths';
import type { AdminScreenHandle } from '@/features/admin/layout/screen-access';

/** The admin screen a route shows: the admin layout lets in only the roles that may open it. */
const screen = (name: AdminScreenHandle['screen']): AdminScreenHandle => ({ screen: name });

const signInAndAdmin: RouteObject = {
  // Only sign-in and the admin area load Firebase Auth and admin code (docs/architecture.md#budgets).
  lazy: () => import('@/features/auth/AuthRoot').then((m) => ({ Component: m.AuthRoot })),
  children: [
    {
      element: <PublicLayout />,
      children: [
        {
          path: paths.login,
          lazy: () => import('@/features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
        },
      ],
    },
    {
      path: paths.admin.dashboard,
      lazy: () =>
        import('@/features/admin/layout/AdminLayout').then((m) => ({
          Component: m.AdminLayout,
          ErrorBoundary: m.AdminRouteError,
        })),
      children: [
        {
          index: true,
          handle: screen('dashboard'),
          lazy: () =>
            import('@/features/admin/dashboard/DashboardPage').then((m) => ({
              Component: m.DashboardPage,
            })),
        },
        {
          path: paths.admin.products,
          handle: screen('products'),
          lazy: () =>
            import('@/features/admin/products/ProductsPage').then((m) => ({ Component: m.ProductsPage })),
        },
        {
          path: paths.admin.categories,
          handle: screen('categories'),
          lazy: () =>
            import('@/features/admin/categories/CategoriesPage').then((m) => ({
              Component: m.CategoriesPage,
            })),
        },
        {
          path: paths.admin.services,
          handle: screen('services'),
          lazy: () =>
            import('@/features/admin/services/ServicesPage').then((m) => ({ Component: m.ServicesPage })),
        },
        {
          path: paths.admin.jobs,
          handle: screen('jobs'),
          lazy: () =>
            import('@/features/admin/jobs/JobPostingsPage').then((m) => ({ Component: m.JobPostingsPage })),
        },
        {
          path: paths.admin.jobApplications(':postingId'),
          handle: screen('jobApplications'),
          lazy: () =>
            import('@/features/admin/jobs/ApplicationsPage').then((m) => ({
              Component: m.ApplicationsPage,
            })),
        },
        {
          path: paths.admin.publications,
          handle: screen('publications'),
          lazy: () =>
            import('@/features/admin/publications/PublicationsPage').then((m) => ({
              Component: m.PublicationsPage,
            })),
        },
        {
          path: paths.admin.publicationPreview(':id'),
          handle: screen('publicationPreview'),
          lazy: () =>
            import('@/features/admin/publications/PublicationPreviewPage').then((m) => ({
              Component: m.PublicationPreviewPage,
            })),
        },
        {
          path: paths.admin.navigation,
          handle: screen('navigation'),
          lazy: () =>
            import('@/features/admin/navigation/NavigationPage').then((m) => ({
              Component: m.NavigationPage,
            })),
        },
        {
          path: paths.admin.heroSlides,
          handle: screen('heroSlides'),
          lazy: () =>
            import('@/features/admin/hero-slides/HeroSlidesPage').then((m) => ({
              Component: m.HeroSlidesPage,
            })),
        },
        {
          path: paths.admin.partners,
          handle: screen('partners'),
          lazy: () =>
            import('@/features/admin/partners/PartnersPage').then((m) => ({ Component: m.PartnersPage })),
        },
        {
          path: paths.admin.team,
          handle: screen('team'),
          lazy: () => import('@/features/admin/team/TeamPage').then((m) => ({ Component: m.TeamPage })),
        },
        {
          path: paths.admin.activity,
          handle: screen('activity'),
          lazy: () =>
            import('@/features/admin/activity/ActivityPage').then((m) => ({ Component: m.ActivityPage })),
        },
        {
          path: paths.admin.inbox,
          handle: screen('inbox'),
          lazy: () => import('@/features/admin/inbox/InboxPage').then((m) => ({ Component: m.InboxPage })),
        },
        {
          path: paths.admin.trash,
          handle: screen('trash'),
          lazy: () => import('@/features/admin/trash/TrashPage').then((m) => ({ Component: m.TrashPage })),
        },
        {
          path: paths.admin.history(':collection', ':id'),
          handle: screen('history'),
          lazy: () =>
            import('@/features/admin/history/HistoryPage').then((m) => ({ Component: m.HistoryPage })),
        },
      ],
    },
  ],
};

/**
 * Sign-in and the back office, a client application of their own (admin.html): every other address
 * is a public page, rendered by the server, so leaving for one is a page load.
 */
export const adminRoutes: RouteObject[] = [signInAndAdmin, { path: '*', Component: LeaveForPublicPage }];

/** Served this application, an address it has no screen for is not found; any other is a public page. */
const isAdminAddress = (pathname: string) =>
  pathname === paths.login ||
  pathname === paths.admin.dashboard ||
  pathname.startsWith(`${paths.admin.dashboard}/`);

function LeaveForPublicPage() {
  const { pathname } = useLocation();
  const stay = isAdminAddress(pathname);
  useEffect(() => {
    if (!stay) window.location.replace(window.location.href);
  }, [stay]);
  return stay ? <NotFoundPage /> : null;
}
