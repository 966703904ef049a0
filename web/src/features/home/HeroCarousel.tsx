import { LIMITS } from '@kigali/domain';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { useState } from 'react';
import { useMessages } from '@/i18n';
import type { HeroSlideView } from './hero-slides';
import { HeroSlideContent } from './HeroSlideContent';
import { slideShownNow } from './HeroSlideShow';

/**
 * The autoplaying, looping hero (5000 ms, docs/product.md#constants-and-limits), with controls. Loaded once
 * the page has settled.
 */
export function HeroCarousel({ slides }: { slides: readonly HeroSlideView[] }) {
  const t = useMessages();
  // Read once, while the slideshow it replaces is still on screen.
  const [initialSlide] = useState(() => slideShownNow(slides.length));
  return (
    <Swiper
      modules={[Autoplay, Pagination, Navigation, A11y]}
      initialSlide={initialSlide}
      autoplay={{ delay: LIMITS.heroAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
      loop={slides.length > 1}
      pagination={{ clickable: true }}
      navigation
      a11y={{
        prevSlideMessage: t.home.previousSlide,
        nextSlideMessage: t.home.nextSlide,
        // Announced when a press reaches either end of a carousel that does not loop (a single slide).
        firstSlideMessage: t.home.firstSlide,
        lastSlideMessage: t.home.lastSlide,
        // Swiper fills in its own {{index}} and {{slidesLength}}.
        paginationBulletMessage: t.home.goToSlide({ index: '{{index}}' }),
        slideLabelMessage: t.home.slidePosition({ index: '{{index}}', slidesLength: '{{slidesLength}}' }),
      }}
      className="hero-carousel h-full [--swiper-navigation-color:#fff] [--swiper-pagination-bullet-inactive-color:#fff] [--swiper-pagination-color:#f59e0b] max-sm:[&_.swiper-button-next]:hidden! max-sm:[&_.swiper-button-prev]:hidden!"
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.id}>
          <HeroSlideContent slide={slide} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
