import { seedImageSrcSet } from '@kigali/domain';
import { Link } from '@/ui/Link';
import type { HeroSlideView } from './hero-slides';

/**
 * The hero is 34rem (544 px) high on phones and 36rem (576 px) from sm, and its 16:9 image covers
 * it, so the image is drawn at least 544 * 16 / 9 = 967 px, or 1024 px from sm, wide.
 */
const HERO_IMAGE_SIZES = '(min-width: 1024px) 100vw, (min-width: 640px) 1024px, 967px';

type Props = {
  slide: HeroSlideView;
  /** Only the first slide is fetched eagerly: it is the largest paint. */ first: boolean;
};

/** One slide of the hero: image (or the default gradient), title, description and call to action. */
export function HeroSlideContent({ slide, first }: Props) {
  return (
    <div className="relative h-full overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700">
      {slide.image_url && (
        <img
          sizes={HERO_IMAGE_SIZES}
          srcSet={seedImageSrcSet(slide.image_url)}
          src={slide.image_url}
          alt=""
          width={1600}
          height={900}
          loading={first ? 'eager' : 'lazy'}
          decoding={first ? 'auto' : 'async'}
          fetchPriority={first ? 'high' : 'auto'}
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-r from-brand-950/95 via-brand-950/75 to-brand-950/30" />
      <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-4 pt-8 pb-32 sm:px-16">
        <h2 className="max-w-2xl text-[1.75rem] leading-tight font-bold text-white sm:text-5xl">
          {slide.title}
        </h2>
        <p className="mt-4 max-w-xl text-base text-slate-100 sm:text-lg">{slide.description}</p>
        <div className="mt-6">
          <Link
            to={slide.cta_link}
            className="inline-flex items-center rounded-md bg-accent-500 px-5 py-3 font-semibold text-brand-950 hover:bg-accent-600"
          >
            {slide.cta_text}
          </Link>
        </div>
      </div>
    </div>
  );
}
