import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { adminRoutes } from '@/app/admin-router';
import { App } from '@/app/App';
import { installInvokers } from '@/app/invokers';
import { runZodWithoutEval } from '@/app/zod-without-eval';
import { createQueryClient } from '@/data/query-client';
import { loadLocale } from '@/i18n';
import { registerServiceWorkerOnceSettled } from '@/features/pwa/register-service-worker';
import './index.css';

/**
 * Sign-in and the back office (admin.html): a client application, in English, reading and writing
 * Firestore through the Firebase SDK with the signed-in member's rights.
 */
runZodWithoutEval();
installInvokers();

const root = document.getElementById('root');
if (!root) throw new Error('Root element not found');
await loadLocale('en');
createRoot(root).render(
  <StrictMode>
    <App
      queryClient={createQueryClient()}
      router={<RouterProvider router={createBrowserRouter(adminRoutes)} />}
    />
  </StrictMode>,
);
if (import.meta.env.PROD) registerServiceWorkerOnceSettled();
