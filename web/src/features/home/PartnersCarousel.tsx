import { LIMITS, seedImageSrcSet, type Partner } from '@kigali/domain';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';

/** The widest breakpoint's slide count: looping needs more slides than that. */
const MOST_SLIDES_PER_VIEW = Math.max(
  ...Object.values(LIMITS.partnersBreakpoints).map((breakpoint) => breakpoint.slidesPerView),
);

/** Autoplaying logo strip (spec section 9: 3000 ms; 2/3/4 logos at 320/480/640 px with 20/30/40 px gaps). */
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

export function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <div className="flex h-24 items-center justify-center rounded-lg border border-slate-200 bg-white p-4">
      {/* The seed's 2:1 logos are drawn 64 px high (max-h-16), so 128 px wide. */}
      <img
        sizes="128px"
        srcSet={seedImageSrcSet(partner.logo_url)}
        src={partner.logo_url}
        alt={partner.name}
        width={160}
        height={80}
        loading="lazy"
        decoding="async"
        className="max-h-16 w-auto object-contain"
      />
    </div>
  );
}
