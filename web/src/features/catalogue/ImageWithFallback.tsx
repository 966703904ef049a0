import { seedImageSrcSet } from '@kigali/domain';
import { useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt' | 'onError'> & {
  src: string | null | undefined;
  alt: string;
  /** The width the image is drawn at (see image-sizes.ts); used with the seed's smaller copies. */
  sizes: string;
};

/**
 * A catalogue image that shows the placeholder when there is none or it fails to load
 * (docs/product.md#messages). Seed images come with a smaller copy in a srcset; uploaded ones have a single
 * file.
 */
export function ImageWithFallback({ src, alt, sizes, ...img }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || src === failedSrc;
  const shown = failed ? PLACEHOLDER_IMAGE : src;
  // The srcset would win over the placeholder's src, so it goes with the image it belongs to.
  const srcSet = failed ? undefined : seedImageSrcSet(src);
  return (
    <img
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      src={shown}
      alt={alt}
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
      {...img}
    />
  );
}

/**
 * A catalogue picture (cards and detail pages): drawn 4:3 from an 800 x 600 original, cropped to fill, on a
 * light ground while it loads.
 */
export function CatalogueImage({ className, ...image }: Props) {
  const frame = 'aspect-[4/3] w-full bg-slate-100 object-cover';
  return (
    <ImageWithFallback
      width={800}
      height={600}
      className={className ? `${frame} ${className}` : frame}
      {...image}
    />
  );
}
