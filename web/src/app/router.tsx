import { DEFAULT_LOCALE, localePrefix, type Locale } from '@kigali/domain/locales';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '@/features/layout/PublicLayout';
import { HomePage } from '@/features/home/HomePage';
import { paths } from '@/config/paths';
import type { AdminScreenHandle } from '@/features/admin/layout/screen-access';

/** The admin screen a route shows: the admin layout lets in only the roles that may open it. */
const screen = (name: AdminScreenHandle['screen']): AdminScreenHandle => ({ screen: name });

/**
 * Routes of docs/product.md#route-table. Pages other than the home page load on demand, so no
 * visitor downloads code for pages they do not open (and public routes never load admin or auth code).
 */
const publicSite: RouteObject = {
  element: <PublicLayout />,
  children: [
    { index: true, element: <HomePage /> },
    {
      path: paths.products,
      lazy: () => import('@/features/catalogue/ProductsPage').then((m) => ({ Component: m.ProductsPage })),
    },
    {
      path: paths.product(':slug'),
      lazy: () =>
        import('@/features/catalogue/ProductDetailPage').then((m) => ({ Component: m.ProductDetailPage })),
    },
    {
      path: paths.services,
      lazy: () => import('@/features/catalogue/ServicesPage').then((m) => ({ Component: m.ServicesPage })),
    },
    {
      path: paths.service(':slug'),
      lazy: () =>
        import('@/features/catalogue/ServiceDetailPage').then((m) => ({ Component: m.ServiceDetailPage })),
    },
    {
      path: paths.trainings,
      lazy: () => import('@/features/catalogue/TrainingsPage').then((m) => ({ Component: m.TrainingsPage })),
    },
    {
      path: paths.training(':slug'),
      lazy: () =>
        import('@/features/catalogue/TrainingDetailPage').then((m) => ({
          Component: m.TrainingDetailPage,
        })),
    },
    {
      path: paths.about,
      lazy: () => import('@/features/content/AboutPage').then((m) => ({ Component: m.AboutPage })),
    },
    {
      path: paths.privacy,
      lazy: () => import('@/features/content/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
    },
    {
      path: paths.terms,
      lazy: () => import('@/features/content/TermsPage').then((m) => ({ Component: m.TermsPage })),
    },
    {
      path: paths.cookies,
      lazy: () => import('@/features/content/CookiesPage').then((m) => ({ Component: m.CookiesPage })),
    },
    {
      path: paths.support,
      lazy: () => import('@/features/content/SupportPage').then((m) => ({ Component: m.SupportPage })),
    },
    {
      path: paths.faq,
      lazy: () => import('@/features/content/FaqPage').then((m) => ({ Component: m.FaqPage })),
    },
    {
      path: paths.contact,
      lazy: () => import('@/features/content/ContactPage').then((m) => ({ Component: m.ContactPage })),
    },
    {
      path: paths.careers,
      lazy: () => import('@/features/careers/CareersPage').then((m) => ({ Component: m.CareersPage })),
    },
    {
      path: paths.workWithUs,
      lazy: () =>
        import('@/features/partnership/WorkWithUsPage').then((m) => ({ Component: m.WorkWithUsPage })),
    },
    {
      path: paths.news,
      lazy: () => import('@/features/news/NewsPage').then((m) => ({ Component: m.NewsPage })),
    },
    {
      path: paths.article(':id'),
      lazy: () => import('@/features/news/ArticlePage').then((m) => ({ Component: m.ArticlePage })),
    },
    {
      path: paths.search(),
      lazy: () => import('@/features/search/SearchPage').then((m) => ({ Component: m.SearchPage })),
    },
    {
      path: '*',
      lazy: () => import('@/features/content/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
    },
  ],
};

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
 * A language's routes, under its prefix (the router's basename: /fr, /rw; none for English), so a
 * page's links stay in its language. Sign-in and the back office are in English only.
 */
export function routesFor(locale: Locale): RouteObject[] {
  return locale === DEFAULT_LOCALE ? [publicSite, signInAndAdmin] : [publicSite];
}

export const routerBasename = (locale: Locale): string | undefined => localePrefix(locale) || undefined;
