import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerender } from './vite/prerender.ts';
import { seedImages } from './vite/seed-images.ts';
import { icuCatalogues } from './vite/icu-catalogue.ts';
import { paths } from './src/config/paths.ts';

const useEmulators = process.env.VITE_USE_EMULATORS === 'true';

/** Public routes whose HTML is written at build time; every other route starts from the shell. */
const PRERENDERED_PATHS = [
  paths.home,
  paths.about,
  paths.products,
  paths.services,
  paths.trainings,
  paths.careers,
  paths.workWithUs,
  paths.news,
  paths.contact,
  paths.support,
  paths.faq,
  paths.privacy,
  paths.terms,
  paths.cookies,
];

const ADMIN_MODULES =
  /\/src\/features\/(admin|auth)\/|\/src\/lib\/(auth|storage)\.ts$|\/src\/data\/(images|firestore-cache)\.ts$|node_modules\/@?firebase\/(auth|storage)\//;

const FEATURE_ENTRY = /\/src\/features\/[^/]+\/index\.ts$/;

/** The app's libraries, in the order src/app/load-app.ts evaluates them. */
const APP_START_STAGES = [
  { name: 'react', test: /node_modules\/(react|scheduler)\// },
  { name: 'react-dom', test: /node_modules\/react-dom\// },
  { name: 'router', test: /node_modules\/react-router\// },
  { name: 'query', test: /node_modules\/@tanstack\// },
  // Zod and the domain's field schemas, the first half of the domain's start-up work.
  { name: 'fields', test: /node_modules\/zod\/|domain\/src\/(constants|schemas\/fields)\.ts/ },
];

/**
 * The installable, offline app (docs/architecture.md#offline): the app shell is precached and every SPA
 * route falls back to it; catalogue images are cached as they are seen. A new version waits for
 * the visitor to press Reload (registerType "prompt"; registration in features/pwa).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  // The workbox globs below already precache the icons and the placeholder image.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Kigali Tech Solutions',
    short_name: 'KigaliTech',
    description:
      'IT, electronics and security solutions in Kigali, Rwanda: CCTV, access control, networking, software and training.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b1f3a',
    background_color: '#ffffff',
    lang: 'en',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/screenshots/home-wide.png',
        sizes: '1280x720',
        type: 'image/png',
        form_factor: 'wide',
        label: 'The Kigali Tech Solutions home page on a computer',
      },
      {
        src: '/screenshots/home-narrow.png',
        sizes: '720x1280',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'The Kigali Tech Solutions home page on a phone',
      },
    ],
  },
  workbox: {
    // The app shell only: demo images and screenshots are not needed to run the app.
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
    // Visitors never need the back office: its chunk is cached when an admin first loads it.
    // Detail pages prerendered at build time are left out: offline, the shell renders them from
    // Firestore's cache like any detail page added later.
    globIgnores: [
      'images/seed/**',
      'screenshots/**',
      'assets/admin-*.js',
      '{,fr/,rw/}{products,services,trainings,news}/**',
    ],
    // The empty app shell (web/vite/prerender.ts): the prerendered pages are precached as themselves.
    navigateFallback: '/shell.html',
    // Firebase's reserved paths and files served by Hosting or a Function are not SPA routes.
    navigateFallbackDenylist: [/^\/__\//, /^\/sitemap\.xml$/, /^\/robots\.txt$/],
    // The first service worker controls the open page at once, so images seen on the first visit
    // are cached; later versions still wait for the visitor's Reload (no skipWaiting).
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // The back office chunk (hashed, so never stale) for admins working offline later.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/admin-[\w-]+\.js$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'admin-code', expiration: { maxEntries: 4 } },
      },
      {
        // Only image files: our own /images/ and Storage downloads (the emulator serves them on
        // port 9199). Firestore, Auth and other googleapis calls match no route and pass through.
        urlPattern: ({ url, sameOrigin }) =>
          (sameOrigin && url.pathname.startsWith('/images/')) ||
          ((url.hostname === 'firebasestorage.googleapis.com' || url.port === '9199') &&
            url.pathname.startsWith('/v0/b/') &&
            url.searchParams.get('alt') === 'media'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'catalogue-images',
          // No expiration plugin: its bookkeeping (IndexedDB, in each fetch event's waitUntil) could
          // leave the active worker busy, and a new version then waited, Reload pressed, for as
          // long as the browser allows (minutes). The browser evicts the cache under storage pressure.
          // Storage downloads read by <img> are opaque (status 0).
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [
    icuCatalogues(),
    react(),
    tailwindcss(),
    prerender(PRERENDERED_PATHS),
    pwa,
    ...(useEmulators ? [seedImages()] : []),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The package itself; its subpaths resolve through its exports.
      {
        find: /^@kigali\/domain$/,
        replacement: fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    modulePreload: {
      // The app's start (src/app/load-app.ts imports it in stages once the page has loaded) would
      // otherwise get a <link rel=modulepreload> appended for each of its ~35 chunks, in tasks that
      // blocked the main thread for about 50 ms here (200 ms on a phone). Their chunks are static
      // imports, which the browser fetches as it parses them: a round trip or two later, while the
      // visitor reads the painted page and the browser answers its dialogs and menus.
      resolveDependencies: (_filename, deps, { hostId }) =>
        /(^|\/)load-app-[\w-]+\.js$/.test(hostId) ? [] : deps,
    },
    rolldownOptions: {
      // A feature's entry file (features/<name>/index.ts) only re-exports what other features use
      // (docs/architecture.md#layers). Declared free of side effects, it resolves to the modules it
      // names; otherwise every module it lists would be reached by each importer and be merged into
      // one chunk (the admin's connection status with the public header's offline banner).
      treeshake: { moduleSideEffects: (id) => (FEATURE_ENTRY.test(id) ? false : undefined) },
      output: {
        // Sign-in, the back office and the Auth and Storage SDKs form one chunk group that visitors
        // never download: it stays out of the service worker's precache (see globIgnores).
        // The libraries the app starts with each get a chunk of their own, so that the app's start
        // can evaluate them one at a time, in tasks short enough for a phone (src/app/load-app.ts).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'admin', test: ADMIN_MODULES }, ...APP_START_STAGES],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // Hosting rewrites /api/submissions/* to the submissions Function (firebase.json); the dev server,
    // which has no Hosting in front, sends the public forms to the Functions emulator the same way.
    proxy: useEmulators
      ? {
          '/api/submissions': `http://127.0.0.1:5001/${process.env.VITE_FIREBASE_PROJECT_ID}/us-central1/submitPublicForm`,
        }
      : undefined,
  },
});
