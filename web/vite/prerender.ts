import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { LOCALES, localizedPath } from '../../domain/src/locales.ts';
import type { PrerenderedPage } from '../src/entry-server';

type EntryServer = {
  render: (path: string, options: { withData: boolean }) => Promise<PrerenderedPage>;
  serverReachable: (timeoutMs: number) => Promise<boolean>;
  closeFirestore: () => Promise<void>;
};

/** Catalogue and news pages linked from prerendered pages are prerendered too, up to this many. */
const MAX_LINKED_PAGES = 300;
const LINKED_PAGE = /href="((?:\/(?:fr|rw))?\/(?:products|services|trainings|news)\/[A-Za-z0-9_-]+)"/g;
const DATABASE_WAIT_MS = 10_000;

/**
 * The template with a rendered page put in. The page's text goes in through replacer functions:
 * as a replacement string, `$&`, `$'` or `` $` `` in content (a price in "US$", say) would be read
 * as a pattern and paste parts of the template into the HTML and its data block.
 */
export function pageHtml(template: string, { lang, head, body, data }: PrerenderedPage): string {
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`)
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${data}`);
}

/**
 * Writes each public route's HTML at build time (docs/architecture.md#budgets), with its data when the
 * database answers (the emulators, or the project a production build is made for): the page
 * paints before any script runs, with its content, and search engines and link previews read real
 * titles and structured data. Detail pages linked from those pages (the first page of products,
 * every service, training and article) are written as well.
 * `shell.html` keeps the empty template for routes that are not prerendered (details added after
 * the build, admin), served by Hosting's rewrite and the service worker's navigation fallback.
 * Runs in writeBundle, before vite-plugin-pwa lists the files to precache in closeBundle.
 */
export function prerender(paths: readonly string[]): Plugin {
  // Every page in each language: /products, /fr/products, /rw/products.
  const pages = LOCALES.flatMap((locale) => paths.map((path) => localizedPath(locale, path)));
  let config: ResolvedConfig;
  return {
    name: 'kigali-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, 'shell.html'), template);
      const server = await createServer({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as EntryServer;
        const withData = await entry.serverReachable(DATABASE_WAIT_MS);
        config.logger.info(
          withData
            ? 'Prerendering with data from Firestore'
            : `Prerendering without data: Firestore did not answer in ${DATABASE_WAIT_MS / 1000} s`,
        );
        const queue = [...pages];
        const seen = new Set(queue);
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const page = await entry.render(path, { withData });
          const html = pageHtml(template, page);
          const file = join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
          for (const [, linked] of page.body.matchAll(LINKED_PAGE)) {
            if (linked && !seen.has(linked) && seen.size < pages.length + MAX_LINKED_PAGES * LOCALES.length) {
              seen.add(linked);
              queue.push(linked);
            }
          }
        }
        config.logger.info(`Prerendered ${seen.size} pages`);
        await entry.closeFirestore();
      } finally {
        await server.close();
      }
    },
  };
}
