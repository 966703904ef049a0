import { LIMITS } from '@kigali/domain';
import type { HeroSlideView } from './hero-slides';
import { HeroSlideContent } from './HeroSlideContent';

const SLIDESHOW_ATTRIBUTE = 'data-hero-slideshow';

/**
 * The hero until Swiper takes over (HeroCarousel, once the app has started and the page settled): every slide
 * is in the server-rendered HTML, stacked, and CSS alone shows each in turn for the autoplay delay, looping
 * (docs/product.md#constants-and-limits). So the hero plays on a page whose app has not started, with no
 * script on the main thread. One slide is visible at a time (the others are hidden from assistive technology
 * and the keyboard too); with reduced motion the first one stays.
 */
export function HeroSlideShow({ slides }: { slides: readonly HeroSlideView[] }) {
  const count = slides.length;
  const animation = `hero-slideshow-${count}`;
  const cycleMs = count * LIMITS.heroAutoplayMs;
  return (
    <div {...{ [SLIDESHOW_ATTRIBUTE]: '' }} className="relative h-full">
      {count > 1 && (
        <style>{`@keyframes ${animation} { 0% { visibility: visible } ${100 / count}%, 100% { visibility: hidden } }`}</style>
      )}
      {slides.map((slide, index) => (
        <div
          key={slide.id}
          className={`absolute inset-0 motion-reduce:animate-none! ${index > 0 ? 'invisible' : ''}`}
          style={
            count > 1
              ? // Each slide's cycle starts earlier by its place, so that slide n is shown n delays in.
                {
                  animation: `${animation} ${cycleMs}ms step-end ${-((count - index) % count) * LIMITS.heroAutoplayMs}ms infinite`,
                }
              : undefined
          }
        >
          <HeroSlideContent slide={slide} first={index === 0} />
        </div>
      ))}
    </div>
  );
}

/** The slide the slideshow shows now, for the carousel to start from: the hero does not jump back. */
export function slideShownNow(count: number): number {
  const first = document.querySelector(`[${SLIDESHOW_ATTRIBUTE}] > div`);
  const elapsed = Number(first?.getAnimations?.()[0]?.currentTime ?? 0);
  return count > 0 ? Math.floor(elapsed / LIMITS.heroAutoplayMs) % count : 0;
}
