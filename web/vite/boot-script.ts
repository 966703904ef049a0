import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ENTRY = fileURLToPath(new URL('../src/app/boot.ts', import.meta.url));
const SOURCE = fileURLToPath(new URL('../src', import.meta.url));
const ID = 'virtual:boot-script';

/**
 * The page's boot script (src/app/boot.ts) as one small minified script, for the server to write
 * inline in each page's head (entry.server.tsx): it runs while the page is parsed, before any
 * other script could arrive. `import bootScript from 'virtual:boot-script'` gives its text.
 */
export function bootScript(): Plugin {
  return {
    name: 'kigali-boot-script',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return;
      const result = await build({
        entryPoints: [ENTRY],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2020',
        write: false,
        alias: { '@': SOURCE },
      });
      this.addWatchFile(ENTRY);
      return `export default ${JSON.stringify(result.outputFiles[0]!.text.trim())};`;
    },
  };
}
