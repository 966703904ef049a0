import { LIMITS, type Partner } from '@kigali/domain';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { PartnerLogo } from './PartnerLogo';

/** The widest breakpoint's slide count: looping needs more slides than that. */
const MOST_SLIDES_PER_VIEW = Math.max(
  ...Object.values(LIMITS.partnersBreakpoints).map((breakpoint) => breakpoint.slidesPerView),
);

/**
 * Autoplaying logo strip (docs/product.md#constants-and-limits: 3000 ms; 2/3/4 logos at 320/480/640 px with
 * 20/30/40 px gaps).
 */
export function PartnersCarousel({ partners }: { partners: readonly Partner[] }) {
  const canLoop = partners.length > MOST_SLIDES_PER_VIEW;
  return (
    <Swiper
      modules={[Autoplay, A11y]}
      autoplay={{ delay: LIMITS.partnersAutoplayMs, disableOnInteraction: false }}
      loop={canLoop}
      rewind={!canLoop}
      slidesPerView={LIMITS.partnersBreakpoints[320].slidesPerView}
      spaceBetween={LIMITS.partnersBreakpoints[320].spaceBetween}
      breakpoints={LIMITS.partnersBreakpoints}
    >
      {partners.map((partner) => (
        <SwiperSlide key={partner.id}>
          <PartnerLogo partner={partner} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
