import { heroSlideEntity, type HeroSlideForm } from '@kigali/domain';
import { defineCollection } from './collection';

export const heroSlides = defineCollection({
  name: 'hero_slides',
  entity: heroSlideEntity,
  order: { field: 'order_index', direction: 'asc' },
});

export const heroSlideKeys = {
  all: heroSlides.keys.all,
  ordered: () => heroSlides.keys.of('ordered'),
};

/** Every slide, order_index ascending (docs/product.md#calls). */
export const heroSlidesQuery = () =>
  heroSlides.publicListQuery(heroSlideKeys.ordered(), 'Error fetching hero slides');

const heroSlideFields = (form: HeroSlideForm) => ({
  title: form.title,
  description: form.description,
  image_url: form.image_url,
  cta_text: form.cta_text,
  cta_link: form.cta_link,
  order_index: form.order_index,
});

export const createHeroSlide = (form: HeroSlideForm) => heroSlides.create(heroSlideFields(form));

export const updateHeroSlide = (id: string, form: HeroSlideForm) =>
  heroSlides.update(id, heroSlideFields(form));

export const deleteHeroSlide = (id: string) => heroSlides.remove(id);
