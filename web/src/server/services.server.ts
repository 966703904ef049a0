import { LIMITS, serviceEntity, TRAINING_CATEGORY, type Locale, type Service } from '@kigali/domain';
import { parseDocument, parseDocuments } from './documents.server';
import { publicDb, readQuery } from './firestore.server';

const services = () => publicDb().collection('services');

/** The newest services, for the home page. */
export async function readFeaturedServices(locale: Locale): Promise<Service[]> {
  const snapshot = await readQuery(services().orderBy('created_at', 'desc').limit(LIMITS.featuredServices));
  return parseDocuments(serviceEntity, snapshot, locale);
}

/** Every service, trainings included, newest first: the services page filters them by category. */
export async function readAllServices(locale: Locale): Promise<Service[]> {
  return parseDocuments(serviceEntity, await readQuery(services().orderBy('created_at', 'desc')), locale);
}

/** The trainings (services of the Training category), newest first. */
export async function readTrainings(locale: Locale): Promise<Service[]> {
  const snapshot = await readQuery(
    services().where('category', '==', TRAINING_CATEGORY).orderBy('created_at', 'desc'),
  );
  return parseDocuments(serviceEntity, snapshot, locale);
}

/** One service or training by its slug, or null when none has it. */
export async function readServiceBySlug(slug: string, locale: Locale): Promise<Service | null> {
  const first = (await readQuery(services().where('slug', '==', slug).limit(1))).docs[0];
  return first ? parseDocument(serviceEntity, first, locale) : null;
}
