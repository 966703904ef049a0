// Bundles the Functions with the shared domain package (and its zod) inlined, so a deploy uploads only
// functions/ and needs only the dependencies functions/package.json lists.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions', 'nodemailer'],
  alias: { '@kigali/domain': '../domain/src/index.ts' },
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
