import { CURRENCY, productEntity, type Product, type ProductForm } from '@kigali/domain';
import { defineCollection } from './collection';
import { NEWEST_FIRST } from './paging';
import { sluggedWrites } from './slug-claims';
import { translationsToWrite } from './translations';

export const products = defineCollection({
  name: 'products',
  entity: productEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at', updated: 'updated_at' },
});

export const productKeys = {
  all: products.keys.all,
};

const productFields = (form: ProductForm) => ({
  name: form.name,
  slug: form.slug,
  category_id: form.category_id,
  description: form.description,
  price: form.price,
  stock_status: form.stock_status,
  specifications: form.specifications,
  image_url: form.image_url,
  ...translationsToWrite(form.translations),
});

/** Slugs are unique among products: each save claims its slug (FieldTakenError when another has it). */
const writes = sluggedWrites(products.name);

/** Admin: a new product, always in RWF, with server write times. */
export const createProduct = (form: ProductForm): Promise<string> =>
  writes.create({ ...productFields(form), currency: CURRENCY });

/** Admin: replaces a product's fields and stamps updated_at; created_at is never sent again. */
export const updateProduct = (product: Product, form: ProductForm): Promise<void> =>
  writes.update(product.id, product.slug, productFields(form));

/**
 * Admin: moves a product to the trash. Its slug stays claimed for a restore, and its image stays
 * until the trash is purged.
 */
export const deleteProduct = (product: Product): Promise<void> => products.remove(product.id);
