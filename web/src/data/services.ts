import {
  DEFAULT_LOCALE,
  LIMITS,
  serviceEntity,
  TRAINING_CATEGORY,
  type Locale,
  type Service,
  type ServiceForm,
} from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestoreForReading } from '@/lib/firestore';
import { defineCollection } from './collection';
import { loggedRead } from './logged-read';
import { NEWEST_FIRST } from './paging';
import { sluggedWrites } from './slug-claims';
import { itemInLanguage, translationsToWrite } from './translations';

export const services = defineCollection({
  name: 'services',
  entity: serviceEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at', updated: 'updated_at' },
});

export const serviceKeys = {
  all: services.keys.all,
  featured: () => services.keys.of('featured'),
  list: () => services.keys.of('list'),
  trainings: () => services.keys.of('trainings'),
  bySlug: (slug: string) => services.keys.of('slug', slug),
};

/** The newest services shown on the home page (docs/product.md#calls: limit 6). */
export const featuredServicesQuery = (locale: Locale = DEFAULT_LOCALE) =>
  services.publicListQuery(serviceKeys.featured(), 'Error fetching services', {
    where: (sdk) => [sdk.limit(LIMITS.featuredServices)],
    locale,
  });

/** Every service, newest first: the services page filters it by category on the device. */
export const servicesQuery = (locale: Locale = DEFAULT_LOCALE) =>
  services.publicListQuery(serviceKeys.list(), 'Error fetching services', { locale });

/**
 * Trainings, newest first (docs/product.md#calls): the services `isTraining` takes, asked of Firestore
 * by their category.
 */
export const trainingsQuery = (locale: Locale = DEFAULT_LOCALE) =>
  services.publicListQuery(serviceKeys.trainings(), 'Error fetching trainings', {
    where: (sdk) => [sdk.where('category', '==', TRAINING_CATEGORY)],
    locale,
  });

/** One service (or training) by slug, or null when none matches, in `locale`. */
export const serviceBySlugQuery = (slug: string, locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: serviceKeys.bySlug(slug),
    queryFn: (): Promise<Service | null> =>
      loggedRead('Error fetching service', async () =>
        services.findBy(await loadFirestoreForReading(), 'slug', slug),
      ),
    select: itemInLanguage<Service>(locale),
  });

const serviceFields = (form: ServiceForm) => ({
  name: form.name,
  slug: form.slug,
  description: form.description,
  category: form.category,
  features: form.features,
  price_range: { min: form.price_range.min, max: form.price_range.max },
  image_url: form.image_url,
  ...translationsToWrite(form.translations),
});

/** Slugs are unique among services: each save claims its slug (FieldTakenError when another has it). */
const writes = sluggedWrites(services.name);

/** Admin: a new service with server write times. */
export const createService = (form: ServiceForm): Promise<string> => writes.create(serviceFields(form));

/** Admin: replaces a service's fields and stamps updated_at (docs/product.md#calls). */
export const updateService = (service: Service, form: ServiceForm): Promise<void> =>
  writes.update(service.id, service.slug, serviceFields(form));

/**
 * Admin: moves a service to the trash. Its slug stays claimed for a restore, and its image stays
 * until the trash is purged.
 */
export const deleteService = (service: Service): Promise<void> => services.remove(service.id);
