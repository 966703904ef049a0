import { productCategoryEntity, type ProductCategory, type ProductCategoryForm } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { defineCollection } from './collection';
import { translationsToWrite } from './translations';
import { FieldTakenError } from './write-errors';

export const productCategories = defineCollection({
  name: 'product_categories',
  entity: productCategoryEntity,
  order: { field: 'name', direction: 'asc' },
});

export const productCategoryKeys = {
  all: productCategories.keys.all,
  active: () => productCategories.keys.of('active'),
  list: () => productCategories.keys.of('list'),
};

/** The active categories ordered by name (docs/product.md#calls), which the admin's product form offers. */
export const activeProductCategoriesQuery = () =>
  productCategories.listQuery(productCategoryKeys.active(), 'Error fetching categories', {
    where: (sdk) => [sdk.where('is_active', '==', true)],
  });

/**
 * Admin: every category, active or not, ordered by name, in one list: the products screen's category
 * filter and names need them all (the categories screen reads its own a page at a time).
 */
export const allProductCategoriesQuery = () =>
  queryOptions({ ...productCategories.adminListQuery(productCategoryKeys.list()), staleTime: 0 });

/**
 * Category names are unique, whatever their case. Checked against a fresh read (not the list on screen,
 * which may still be loading); two admins naming two categories alike at the same moment is left to them.
 */
async function refuseTakenName(form: ProductCategoryForm, ownId: string | null) {
  const all = await productCategories.list(await loadFirestore());
  const name = form.name.toLowerCase();
  if (all.some((category) => category.id !== ownId && category.name.toLowerCase() === name)) {
    throw new FieldTakenError('name', form.name);
  }
}

const categoryFields = (form: ProductCategoryForm) => ({
  name: form.name,
  is_active: form.is_active,
  ...translationsToWrite(form.translations),
});

/** Admin: a new category; FieldTakenError when another has the name. */
export async function createProductCategory(form: ProductCategoryForm): Promise<string> {
  await refuseTakenName(form, null);
  return productCategories.create(categoryFields(form));
}

/** Admin: renames or shows/hides a category; FieldTakenError when another has the name. */
export async function updateProductCategory(id: string, form: ProductCategoryForm): Promise<void> {
  await refuseTakenName(form, id);
  await productCategories.update(id, categoryFields(form));
}

/** Admin: shows or hides a category (no rename, so no name check). */
export const setProductCategoryActive = (category: ProductCategory, isActive: boolean) =>
  productCategories.update(category.id, { is_active: isActive });

export const deleteProductCategory = (id: string) => productCategories.remove(id);
