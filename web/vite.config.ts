import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { adminPagesInDev } from './vite/admin-pages-in-dev.ts';
import { bootScript } from './vite/boot-script.ts';
import { icuCatalogues } from './vite/icu-catalogue.ts';
import { seedImages } from './vite/seed-images.ts';

const useEmulators = process.env.VITE_USE_EMULATORS === 'true';

const FEATURE_ENTRY = /\/src\/features\/[^/]+\/index\.ts$/;

/** The domain package itself; its subpaths resolve through its exports. */
export const resolve = {
  alias: [
    { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    {
      find: /^@kigali\/domain$/,
      replacement: fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
    },
  ],
};

/**
 * The public site: React Router's framework mode (react-router.config.ts) builds the browser's
 * code (build/client, served by Hosting) and the server's (build/server, run by the render
 * Function). The back office is built after it (vite.admin.config.ts), then the service worker
 * (vite.sw.config.ts).
 */
export default defineConfig({
  plugins: [
    icuCatalogues(),
    bootScript(),
    tailwindcss(),
    // The unit tests render components alone, without the framework's build.
    process.env.VITEST ? react() : reactRouter(),
    adminPagesInDev(),
    ...(useEmulators ? [seedImages()] : []),
  ],
  resolve,
  build: {
    target: 'es2022',
    // Maps are written for debugging a production error, but neither named in the files visitors
    // download nor served (firebase.json's hosting.ignore leaves them out).
    sourcemap: 'hidden',
    rolldownOptions: {
      // A feature's entry file (features/<name>/index.ts) only re-exports what other features use
      // (docs/architecture.md#layers). Declared free of side effects, it resolves to the modules it
      // names; otherwise every module it lists would be reached by each importer.
      treeshake: { moduleSideEffects: (id) => (FEATURE_ENTRY.test(id) ? false : undefined) },
    },
  },
  ssr: {
    // The Admin SDK stays a dependency of the Functions (functions/package.json); everything else
    // the server code imports is bundled into the render Function.
    external: ['firebase-admin'],
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
