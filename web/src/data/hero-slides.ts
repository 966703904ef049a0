import { heroSlideEntity, type HeroSlideForm } from '@kigali/domain';
import { defineCollection } from './collection';
import { translationsToWrite } from './translations';

export const heroSlides = defineCollection({
  name: 'hero_slides',
  entity: heroSlideEntity,
  order: { field: 'order_index', direction: 'asc' },
});

export const heroSlideKeys = {
  all: heroSlides.keys.all,
  ordered: () => heroSlides.keys.of('ordered'),
};

/**
 * Every slide, order_index ascending (docs/product.md#calls). The admin screen reads it whole, not a
 * page at a time like the other admin lists: its move buttons renumber every slide by its position,
 * which needs them all, and a carousel holds a handful.
 */
export const heroSlidesQuery = () =>
  heroSlides.listQuery(heroSlideKeys.ordered(), 'Error fetching hero slides');

const heroSlideFields = (form: HeroSlideForm) => ({
  title: form.title,
  description: form.description,
  image_url: form.image_url,
  cta_text: form.cta_text,
  cta_link: form.cta_link,
  order_index: form.order_index,
  ...translationsToWrite(form.translations),
});

export const createHeroSlide = (form: HeroSlideForm) => heroSlides.create(heroSlideFields(form));

export const updateHeroSlide = (id: string, form: HeroSlideForm) =>
  heroSlides.update(id, heroSlideFields(form));

export const deleteHeroSlide = (id: string) => heroSlides.remove(id);
