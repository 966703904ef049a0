import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/**
 * Writes each public route's HTML at build time (design.md section 9): the page paints before any
 * script runs, and search engines and link previews read real titles and structured data.
 * `shell.html` keeps the empty template for routes that are not prerendered (catalogue details,
 * admin), served by Hosting's rewrite and the service worker's navigation fallback.
 * Runs in writeBundle, before vite-plugin-pwa lists the files to precache in closeBundle.
 */
export function prerender(paths: readonly string[]): Plugin {
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
        const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as {
          render: (path: string) => Promise<{ head: string; body: string }>;
        };
        for (const path of paths) {
          const { head, body } = await render(path);
          const html = template
            .replace('</head>', `${head}</head>`)
            .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
          writeFileSync(join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`), html);
        }
      } finally {
        await server.close();
      }
    },
  };
}
