import { heroSlideEntity, type HeroSlide, type Locale } from '@kigali/domain';
import { parseDocuments } from './documents.server';
import { publicDb, readQuery } from './firestore.server';

/** The home page's slides, in their order. */
export async function readHeroSlides(locale: Locale): Promise<HeroSlide[]> {
  const snapshot = await readQuery(publicDb().collection('hero_slides').orderBy('order_index'));
  return parseDocuments(heroSlideEntity, snapshot, locale);
}
