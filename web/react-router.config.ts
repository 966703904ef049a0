import type { Config } from '@react-router/dev/config';

/**
 * The public site: React Router's framework mode, every page rendered on request from Firestore by
 * the render Function (functions/src/render) and hydrated in the browser. Sign-in and the back
 * office are a separate client application (admin.html, vite.admin.config.ts).
 */
export default {
  appDirectory: 'src',
  // Elsewhere only for a build that must leave the served one alone (vite/production-bundle.test.ts).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // Every route's entry in each page: following a link never waits for a /__manifest request.
  routeDiscovery: { mode: 'initial' },
  // Middleware around each request: the server counts its Firestore reads (src/server/read-meter.server.ts).
  future: { v8_middleware: true },
} satisfies Config;
