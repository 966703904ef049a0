import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { icuCatalogues } from './vite/icu-catalogue.ts';
import { resolve } from './vite.config.ts';

/**
 * Sign-in and the back office (admin.html): a client application built into the public site's
 * output (build/client), after it, its files named apart (admin/…) so the service worker can leave
 * them out of what every visitor downloads.
 */
export default defineConfig({
  plugins: [icuCatalogues(), react(), tailwindcss()],
  resolve,
  build: {
    target: 'es2022',
    sourcemap: true,
    outDir: 'build/client',
    emptyOutDir: false,
    rolldownOptions: {
      input: 'admin.html',
      output: {
        entryFileNames: 'assets/admin/[name]-[hash].js',
        chunkFileNames: 'assets/admin/[name]-[hash].js',
        assetFileNames: 'assets/admin/[name]-[hash][extname]',
      },
    },
  },
  // public/ was copied by the public site's build.
  publicDir: false,
});
