import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { heroSlidesQuery } from '@/data/hero-slides';
import { useContactModal } from '@/features/contact/contact-modal-context';
import { useMessages } from '@/i18n';
import { usePageSettled } from '@/lib/use-page-settled';
import { slidesToShow } from './hero-slides';
import { HeroSlideShow } from './HeroSlideShow';

// Swiper (the largest script after Firestore) arrives once the app has started and the page has
// settled; until then the prerendered slides are played by CSS (HeroSlideShow).
const HeroCarousel = lazy(() => import('./HeroCarousel').then((m) => ({ default: m.HeroCarousel })));

export function HeroSection() {
  const t = useMessages();
  const contactModal = useContactModal();
  const { data, isPending } = useQuery(heroSlidesQuery());
  const slides = slidesToShow(data, t.home.defaultSlides);
  const first = slides[0];
  const carouselWanted = usePageSettled();
  return (
    <section aria-label={t.home.heroLabel} className="relative h-[34rem] bg-brand-900 sm:h-[36rem]">
      {!isPending &&
        first &&
        (carouselWanted ? (
          <Suspense fallback={<HeroSlideShow slides={slides} />}>
            <HeroCarousel slides={slides} />
          </Suspense>
        ) : (
          <HeroSlideShow slides={slides} />
        ))}
      <div className="pointer-events-none absolute inset-x-0 bottom-14 z-10">
        <div className="mx-auto max-w-7xl px-4 sm:px-16">
          <button
            type="button"
            onClick={contactModal.open}
            className="pointer-events-auto rounded-md border-2 border-white px-5 py-2.5 font-semibold text-white hover:bg-white hover:text-brand-900"
          >
            {t.home.contactUs}
          </button>
        </div>
      </div>
    </section>
  );
}
