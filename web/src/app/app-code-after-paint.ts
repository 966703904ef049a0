/**
 * The app's code is requested only once the page has painted. React Router writes, in every
 * server-rendered page, module preloads for the page's scripts and an inline module that imports
 * them: the browser would fetch them all while it parses the page, where they compete with the
 * styles and the largest picture for a phone's connection, and on a fast one may arrive and start
 * before the first paint. The server moves them, unchanged, into an inert template where the module
 * was (`holdAppCode`); the boot script puts them back once the page is parsed and has painted
 * (`start-app-code.ts`). The module's text is the same, so the Content-Security-Policy's hash of it
 * still lets it run.
 */
export const APP_CODE_TEMPLATE_ID = 'app-code';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_LOADER = /<script type="module"[^>]*>[\s\S]*?<\/script>/;

/** The server's side: the page's module preloads and module loader, inert, where the loader was. */
export function holdAppCode(html: string): string {
  const loader = MODULE_LOADER.exec(html)?.[0];
  if (!loader) return html;
  const preloads = html.match(MODULE_PRELOAD) ?? [];
  // A function, so that a `$` in the loader's text is never read as a replacement pattern.
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(loader, () => `<template id="${APP_CODE_TEMPLATE_ID}">${preloads.join('')}${loader}</template>`);
}
