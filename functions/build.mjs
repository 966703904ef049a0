// Bundles the Functions with the shared domain package (and its zod) inlined, so a deploy uploads only
// functions/ and needs only the dependencies functions/package.json lists. The public site's server
// build (web/build/server, made first by `npm run build -w web`) is bundled too, as a chunk of its
// own that only the render Function loads.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const publicSite = fileURLToPath(new URL('../web/build/server/index.js', import.meta.url));
if (!existsSync(publicSite)) {
  throw new Error(
    'Build the web app first (npm run build -w web): the render Function bundles its server build.',
  );
}

await build({
  entryPoints: ['src/index.ts'],
  outdir: 'lib',
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions', 'nodemailer'],
  alias: { '@kigali/domain': '../domain/src/index.ts', 'kigali-public-site': publicSite },
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
