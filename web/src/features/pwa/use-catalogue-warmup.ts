import { useEffect } from 'react';
import { useLocale } from '@/i18n';
import { pageSettled } from '@/lib/page-settled';
import { visitorPaused } from '@/lib/visitor-pause';
import { readLastWarmedAt, shouldWarmCatalogue } from './catalogue-warmup-policy';

/**
 * Keeps the whole catalogue of the page's language on the device, so a visitor who loses the
 * connection can still browse it, pages never opened included (docs/architecture.md#offline), once
 * the page has settled and the visitor has paused (visitor-pause.ts). Only a returning visitor's
 * browser does it (the site's service worker controlled the page when it opened: the site was
 * visited before, or installed), at most once a day (catalogue-warmup-policy.ts): a first visit
 * downloads only what it shows, not even the code that warms (warm-catalogue.ts). Visitors who ask
 * their browser to save data get the pages, not every picture.
 */
export function useCatalogueWarmup() {
  const locale = useLocale();
  useEffect(() => {
    let cancelled = false;
    const returningVisit = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
    void pageSettled()
      .then(visitorPaused)
      .then(async () => {
        if (
          cancelled ||
          !shouldWarmCatalogue({
            returningVisit,
            online: navigator.onLine,
            lastWarmedAt: readLastWarmedAt(locale),
          })
        )
          return;
        await import('./warm-catalogue').then(
          ({ warmCatalogue }) => warmCatalogue(locale),
          (error: unknown) => console.error('Could not keep the catalogue for offline use', error),
        );
      });
    return () => {
      cancelled = true;
    };
  }, [locale]);
}
