import { describe, expect, it } from 'vitest';
import { APP_CODE_TEMPLATE_ID, holdAppCode } from './app-code-after-paint';

const loader =
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");</script>';
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Page</main>',
  '<script>window.__reactRouterContext = {};</script>',
  loader,
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

describe('holdAppCode', () => {
  it('moves the module preloads and the module loader, unchanged, into a template where the loader was', () => {
    const held = holdAppCode(page);
    expect(held).not.toMatch(/<link rel="modulepreload"[^>]*>(?![^]*<\/template>)/);
    expect(held).toContain(
      `<script>window.__reactRouterContext = {};</script><template id="${APP_CODE_TEMPLATE_ID}">` +
        '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
        `${loader}</template><script>window.__reactRouterContext.streamController.close();</script>`,
    );
    // What paints the page stays in the head.
    expect(held).toContain('<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>');
    expect(held).toContain('<meta charSet="utf-8"/><link rel="preload" as="image"');
    expect(held).toContain('fetchPriority="high"/><link rel="stylesheet" href="/assets/root.css"/></head>');
  });

  it('keeps a `$` in the loader as it is', () => {
    const withDollar = loader.replace(
      'window.__reactRouterRouteModules',
      () => `window.$RR = "$'$&";window.__reactRouterRouteModules`,
    );
    expect(holdAppCode(page.replace(loader, () => withDollar))).toContain(withDollar);
  });

  it('leaves a page without a module loader as it is', () => {
    const noLoader = page.replace(loader, '');
    expect(holdAppCode(noLoader)).toBe(noLoader);
  });
});
