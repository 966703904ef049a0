/** What a hero slide shows: a stored slide, or one of the built-in defaults (no image). */
export type HeroSlideView = {
  id: string;
  title: string;
  description: string;
  cta_text: string;
  cta_link: string;
  image_url?: string;
};

/** The stored slides, or the built-in ones when none came back (docs/product.md#home). */
export function slidesToShow(
  stored: readonly HeroSlideView[] | undefined,
  defaults: readonly HeroSlideView[],
) {
  return stored && stored.length > 0 ? stored : defaults;
}
