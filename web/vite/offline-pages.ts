import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCALES, localePrefix, type Locale } from '../../domain/src/locales.ts';

/**
 * The page the service worker shows for a page neither online nor kept on the device, one per
 * language (offline.html, fr/offline.html, rw/offline.html). Plain HTML with its own few styles:
 * it must work with nothing else cached, and it runs no script.
 */
const catalogue = (locale: Locale) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../src/i18n/locales/${locale}.json`), 'utf8')) as {
    common: { companyName: string; backHome: string };
    catalogue: { notAvailableOffline: string };
  };

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

export function offlinePage(locale: Locale): string {
  const t = catalogue(locale);
  const home = localePrefix(locale) || '/';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#0b1f3a">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escape(t.catalogue.notAvailableOffline)} | ${escape(t.common.companyName)}</title>
<style>
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a}
header{background:#0b1f3a;color:#fff;padding:12px 16px;font-weight:700;font-size:1.125rem}
header a{color:#fff;text-decoration:none}
main{max-width:48rem;margin:0 auto;padding:6rem 1rem;text-align:center}
h1{font-size:1.5rem}
main a{color:#1d4ed8;font-weight:600}
</style>
</head>
<body>
<header><a href="${home}">${escape(t.common.companyName)}</a></header>
<main><h1>${escape(t.catalogue.notAvailableOffline)}</h1><p><a href="${home}">${escape(t.common.backHome)}</a></p></main>
</body>
</html>
`;
}

export const offlinePageFiles = () =>
  LOCALES.map((locale) => ({
    fileName: `${localePrefix(locale).slice(1)}${localePrefix(locale) ? '/' : ''}offline.html`,
    source: offlinePage(locale),
  }));
