import { useEffect } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { adminRoute } from '@/features/admin/screens';
import { NotFoundPage } from '@/features/content/NotFoundPage';
import { PublicLayout } from '@/features/layout/PublicLayout';
import { paths } from '@/config/paths';

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
    adminRoute,
  ],
};

/**
 * Sign-in and the back office, a client application of their own (admin.html): every other address
 * is a public page, rendered by the server, so leaving for one is a page load.
 */
export const adminRoutes: RouteObject[] = [signInAndAdmin, { path: '*', Component: LeaveForPublicPage }];

/** Served this application, an address it has no screen for is not found; any other is a public page. */
const isAdminAddress = (pathname: string) =>
  pathname === paths.login || pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);

function LeaveForPublicPage() {
  const { pathname } = useLocation();
  const stay = isAdminAddress(pathname);
  useEffect(() => {
    if (!stay) window.location.replace(window.location.href);
  }, [stay]);
  return stay ? <NotFoundPage /> : null;
}
