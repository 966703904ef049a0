import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCALES, localePrefix, type Locale } from '../../domain/src/locales.ts';

/**
 * The installed app's manifest in each language (manifest-en.webmanifest, …), linked from that
 * language's pages (root.tsx): its name, description and screenshots' labels are the language's,
 * and it opens on the language's home page.
 */
const catalogue = (locale: Locale) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../src/i18n/locales/${locale}.json`), 'utf8')) as {
    common: { companyName: string };
    pwa: { appDescription: string; screenshotWide: string; screenshotNarrow: string };
  };

export function webManifest(locale: Locale) {
  const t = catalogue(locale);
  const home = localePrefix(locale) || '/';
  return {
    id: home,
    name: t.common.companyName,
    short_name: 'KigaliTech',
    description: t.pwa.appDescription,
    lang: locale,
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: '#0b1f3a',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/screenshots/home-wide.png',
        sizes: '1280x720',
        type: 'image/png',
        form_factor: 'wide',
        label: t.pwa.screenshotWide,
      },
      {
        src: '/screenshots/home-narrow.png',
        sizes: '720x1280',
        type: 'image/png',
        form_factor: 'narrow',
        label: t.pwa.screenshotNarrow,
      },
    ],
  };
}

export const webManifestFiles = () =>
  LOCALES.map((locale) => ({
    fileName: `manifest-${locale}.webmanifest`,
    source: `${JSON.stringify(webManifest(locale), null, 2)}\n`,
  }));
