import { LIMITS, serviceEntity, TRAINING_CATEGORY, type Locale, type Service } from '@kigali/domain';
import { parseDocument, parseDocuments } from './documents.server';
import { publicDb } from './firestore.server';

const services = () => publicDb().collection('services');

/** The newest services, for the home page. */
export async function readFeaturedServices(locale: Locale): Promise<Service[]> {
  const snapshot = await services().orderBy('created_at', 'desc').limit(LIMITS.featuredServices).get();
  return parseDocuments(serviceEntity, snapshot, locale);
}

/** Every service, trainings included, newest first: the services page filters them by category. */
export async function readAllServices(locale: Locale): Promise<Service[]> {
  return parseDocuments(serviceEntity, await services().orderBy('created_at', 'desc').get(), locale);
}

/** The trainings (services of the Training category), newest first. */
export async function readTrainings(locale: Locale): Promise<Service[]> {
  const snapshot = await services()
    .where('category', '==', TRAINING_CATEGORY)
    .orderBy('created_at', 'desc')
    .get();
  return parseDocuments(serviceEntity, snapshot, locale);
}

/** One service or training by its slug, or null when none has it. */
export async function readServiceBySlug(slug: string, locale: Locale): Promise<Service | null> {
  const first = (await services().where('slug', '==', slug).limit(1).get()).docs[0];
  return first ? parseDocument(serviceEntity, first, locale) : null;
}
