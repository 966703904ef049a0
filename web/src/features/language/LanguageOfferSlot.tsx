import type { Locale } from '@kigali/domain/locales';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocale } from '@/i18n';
import { pageSettled } from '@/lib/page-settled';
import { offeredLanguageHere } from './offered-language';

/** The prompt and the offered language's catalogue load only on a device that gets the offer. */
const LanguageOffer = lazy(() =>
  import('./LanguageOffer').then((module) => ({ default: module.LanguageOffer })),
);

/**
 * Where the offer of the visitor's own language appears. Decided once the page has settled, so
 * nothing of it competes with the first paint or the first press; nothing on the server.
 */
export function LanguageOfferSlot() {
  const page = useLocale();
  const [offered, setOffered] = useState<Locale | null>(null);
  useEffect(() => {
    let mounted = true;
    void pageSettled().then(() => {
      if (!mounted) return;
      const offer = offeredLanguageHere(page);
      // What was decided, for tools and tests that need to know that no offer is coming (as data-hydrated).
      document.documentElement.dataset.languageOffer = offer ?? 'none';
      setOffered(offer);
    });
    return () => {
      mounted = false;
    };
  }, [page]);
  if (offered === null) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer offered={offered} onAnswered={() => setOffered(null)} />
    </Suspense>
  );
}
