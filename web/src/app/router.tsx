import { DEFAULT_LOCALE, localePrefix, type Locale } from '@kigali/domain/locales';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { PublicLayout } from '@/features/layout/PublicLayout';
import { HomePage } from '@/features/home/HomePage';
import { paths } from '@/config/paths';

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

const SIGN_IN_AND_ADMIN = 'sign-in-and-admin';

const signInAndAdmin: RouteObject = {
  id: SIGN_IN_AND_ADMIN,
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

/**
 * The back office's routes (features/admin/screens.tsx) join the others when an address below
 * /admin is first opened, so that they stay in the admin's chunk, which visitors never download.
 */
const discoverAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path !== paths.admin && !path.startsWith(`${paths.admin}/`)) return;
  const { adminRoute } = await import('@/features/admin/screens');
  patch(SIGN_IN_AND_ADMIN, [adminRoute]);
};

/** The browser router's options in a language; only English has the back office. */
export const routerOptions = (locale: Locale) => ({
  basename: routerBasename(locale),
  ...(locale === DEFAULT_LOCALE ? { patchRoutesOnNavigation: discoverAdminRoutes } : {}),
});
