import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './app/App';
import { routes } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Root element not found');

const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <App router={<RouterProvider router={router} />} />
  </StrictMode>
);

if (root.hasChildNodes()) {
  // Prerendered page (web/vite/prerender.ts): load the lazy route modules of this URL first, so the
  // first client render matches the HTML and React hydrates it instead of rendering anew.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (state.initialized) {
          unsubscribe();
          resolve();
        }
      });
    });
  }
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
