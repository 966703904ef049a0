import { createBrowserRouter } from 'react-router';
import { PublicLayout } from '@/features/layout/PublicLayout';
import { HomePage } from '@/features/home/HomePage';
import { NotFoundPage } from '@/features/content/NotFoundPage';

/**
 * Routes of spec section 2. Pages other than the home page load on demand, so no visitor downloads
 * code for pages they do not open (and public routes never load admin or auth code).
 */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
