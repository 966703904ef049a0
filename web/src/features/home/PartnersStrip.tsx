import { lazy, Suspense } from 'react';
import type { Partner } from '@kigali/domain';
import { useMessages } from '@/i18n';
import { usePageInUse } from '@/lib/use-page-in-use';
import { PartnersRow } from './PartnerLogo';
import { SectionHeading } from './SectionHeading';

const PartnersCarousel = lazy(() =>
  import('./PartnersCarousel').then((m) => ({ default: m.PartnersCarousel })),
);

/** Active partners only; the strip is left out when there are none (or the read failed). */
export function PartnersStrip({ partners }: { partners: readonly Partner[] }) {
  const t = useMessages();
  // The strip is below the fold: Swiper waits until the page has settled and is in use
  // (lib/use-page-in-use.ts); the logos are shown without it until then.
  const carouselWanted = usePageInUse();
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="partners" className="below-the-fold mx-auto max-w-7xl px-4 py-14">
      <SectionHeading id="partners" title={t.home.partners.heading} intro={t.home.partners.intro} />
      <div className="mt-8 h-24">
        {carouselWanted ? (
          <Suspense fallback={<PartnersRow partners={partners} />}>
            <PartnersCarousel partners={partners} />
          </Suspense>
        ) : (
          <PartnersRow partners={partners} />
        )}
      </div>
    </section>
  );
}
