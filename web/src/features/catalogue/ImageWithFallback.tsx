import { useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string | null | undefined;
  alt: string;
};

/** A catalogue image that shows the placeholder when there is none or it fails to load (spec section 8). */
export function ImageWithFallback({ src, alt, ...img }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : PLACEHOLDER_IMAGE;
  return (
    <img
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(shown);
      }}
      {...img}
    />
  );
}
