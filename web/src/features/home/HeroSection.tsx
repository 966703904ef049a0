import { useEffect, useMemo, useState } from 'react';
import { ContactDialogButton } from '@/features/contact';
import { useMessages } from '@/i18n';
import { usePageInUse } from '@/lib/use-page-in-use';
import type { HeroCarousel as HeroCarouselComponent } from './HeroCarousel';
import { defaultSlides, slidesToShow, type HeroSlideView } from './hero-slides';
import { HeroSlideShow } from './HeroSlideShow';

/**
 * Swiper (the largest script after Firestore) arrives once the page has settled and the visitor
 * has started using it; until then, and while it loads, the server-rendered slides are played by CSS
 * (HeroSlideShow). Not through Suspense: its fallback would be a new slideshow, restarted at the
 * first slide, and the carousel is to start from the slide on screen.
 */
let HeroCarousel: typeof HeroCarouselComponent | null = null;
const loadHeroCarousel = () =>
  import('./HeroCarousel').then((module) => {
    HeroCarousel = module.HeroCarousel;
  });

function useHeroCarouselLoaded(): boolean {
  const wanted = usePageInUse();
  const [loaded, setLoaded] = useState(HeroCarousel !== null);
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    void loadHeroCarousel().then(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, [wanted]);
  return loaded;
}

/** The stored slides, or the built-in ones when none came back (hero-slides.ts). */
export function HeroSection({ stored }: { stored: readonly HeroSlideView[] }) {
  const t = useMessages();
  // Kept from render to render: the carousel is given the same slides until others come back.
  const defaults = useMemo(() => defaultSlides(t.home.defaultSlides), [t]);
  const slides = slidesToShow(stored, defaults);
  const first = slides[0];
  const carouselLoaded = useHeroCarouselLoaded();
  return (
    <section aria-label={t.home.heroLabel} className="relative h-[34rem] bg-brand-900 sm:h-[36rem]">
      {first &&
        (carouselLoaded && HeroCarousel ? (
          <HeroCarousel slides={slides} />
        ) : (
          <HeroSlideShow slides={slides} />
        ))}
      <div className="pointer-events-none absolute inset-x-0 bottom-14 z-10">
        <div className="mx-auto max-w-7xl px-4 sm:px-16">
          <ContactDialogButton className="pointer-events-auto rounded-md border-2 border-white px-5 py-2.5 font-semibold text-white hover:bg-white hover:text-brand-900">
            {t.home.contactUs}
          </ContactDialogButton>
        </div>
      </div>
    </section>
  );
}
