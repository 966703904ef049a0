import type { Plugin } from 'vite';

/**
 * On the dev server, sign-in and the back office are admin.html, as Hosting serves them in a
 * build (firebase.json rewrites); every other address goes on to the public site's renderer.
 */
export function adminPagesInDev(): Plugin {
  return {
    name: 'kigali-admin-pages-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (path === '/login' || path === '/admin' || path.startsWith('/admin/')) request.url = '/admin.html';
        next();
      });
    },
  };
}
