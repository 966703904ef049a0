import { serviceEntity, type Service, type ServiceForm } from '@kigali/domain';
import { defineCollection } from './collection';
import { NEWEST_FIRST } from './paging';
import { sluggedWrites } from './slug-claims';
import { translationsToWrite } from './translations';

export const services = defineCollection({
  name: 'services',
  entity: serviceEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at', updated: 'updated_at' },
});

export const serviceKeys = {
  all: services.keys.all,
};

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
