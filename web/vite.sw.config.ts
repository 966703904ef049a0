import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { injectManifest } from 'workbox-build';
import { offlinePageFiles } from './vite/offline-pages.ts';
import { webManifestFiles } from './vite/web-manifests.ts';
import { resolve } from './vite.config.ts';

const CLIENT = resolvePath(import.meta.dirname, 'build/client');

/**
 * The service worker (src/sw/service-worker.ts), built last, over the finished build/client: the
 * per-language manifests and offline pages are written there, then the list of files every
 * visitor's device keeps is injected into the worker. Left out: the back office, the languages'
 * message catalogues (each visitor's own is kept as it loads), demo images and screenshots.
 */
function pwaFiles(): Plugin {
  return {
    name: 'kigali-pwa-files',
    apply: 'build',
    async closeBundle() {
      for (const { fileName, source } of [...offlinePageFiles(), ...webManifestFiles()]) {
        const file = join(CLIENT, fileName);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, source);
      }
      const { count, size, warnings } = await injectManifest({
        swSrc: join(CLIENT, 'sw.js'),
        swDest: join(CLIENT, 'sw.js'),
        globDirectory: CLIENT,
        globPatterns: [
          'assets/**/*.{js,css}',
          '*.{svg,webmanifest}',
          'icons/*.png',
          '{,fr/,rw/}offline.html',
        ],
        // Every language's messages are kept (about 7 KB each, gzip): a page loaded before the worker
        // existed fetched its language's chunk uncached, and a page cannot start offline without it.
        // server-build-*.css: React Router's copy of the styles from the server build, the same file as root-*.css.
        globIgnores: ['assets/admin/**', 'assets/server-build-*.css', 'sw.js'],
        // Hashed file names: their address is their version.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        // Hosting serves the offline pages at their clean address (cleanUrls), which the worker keeps.
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.map((entry) => ({ ...entry, url: entry.url.replace(/\.html$/, '') })),
          }),
        ],
      });
      for (const warning of warnings) console.warn(warning);
      console.log(`Service worker: ${count} files precached, ${(size / 1024).toFixed(0)} KiB`);
    },
  };
}

export default defineConfig({
  plugins: [pwaFiles()],
  resolve,
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: CLIENT,
    emptyOutDir: false,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: 'src/sw/service-worker.ts',
      formats: ['iife'],
      name: 'serviceWorker',
      fileName: () => 'sw.js',
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
