import { paths } from '@/config/paths';
import type { Messages } from '@/i18n';

/** What a hero slide shows: a stored slide, or one of the built-in defaults (no image). */
export type HeroSlideView = {
  id: string;
  title: string;
  description: string;
  cta_text: string;
  cta_link: string;
  image_url?: string;
};

/**
 * The built-in slides (docs/product.md#home): their words come from the page's catalogue, where
 * they lead stays here, out of translators' way.
 */
export function defaultSlides(words: Messages['home']['defaultSlides']): HeroSlideView[] {
  return [
    { id: 'default-products', cta_link: paths.products, ...words.products },
    { id: 'default-services', cta_link: paths.services, ...words.services },
  ];
}

/** The stored slides, or the built-in ones when none came back (docs/product.md#home). */
export function slidesToShow(
  stored: readonly HeroSlideView[] | undefined,
  defaults: readonly HeroSlideView[],
) {
  return stored && stored.length > 0 ? stored : defaults;
}
