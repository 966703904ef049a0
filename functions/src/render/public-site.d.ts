/**
 * The public site's server build (web/build/server), made by React Router's Vite plugin before the
 * Functions are bundled (functions/build.mjs resolves this name to it).
 */
declare module 'kigali-public-site' {
  import type { ServerBuild } from 'react-router';
  const build: ServerBuild;
  export = build;
}
