import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The demo data's images live in seed/images (docs/architecture.md#layers). Builds made for the emulators
 * serve them at /images/seed/...; production builds leave them out.
 */
const SEED_IMAGES = resolve(import.meta.dirname, '../../seed/images');
const URL_PREFIX = '/images/seed/';
const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

export function seedImages(): Plugin {
  let outDir = '';
  return {
    name: 'kigali-seed-images',
    configResolved(config) {
      outDir = resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.startsWith(URL_PREFIX)) return next();
        const file = normalize(join(SEED_IMAGES, path.slice(URL_PREFIX.length)));
        if (!file.startsWith(SEED_IMAGES) || !existsSync(file) || !statSync(file).isFile()) return next();
        response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(response);
      });
    },
    closeBundle() {
      // The browser's build only: the server's (React Router builds both) serves no files.
      if (this.environment.name !== 'client') return;
      if (existsSync(SEED_IMAGES)) cpSync(SEED_IMAGES, join(outDir, 'images', 'seed'), { recursive: true });
    },
  };
}
