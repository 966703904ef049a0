import { productCategoryEntity, type Locale, type ProductCategory } from '@kigali/domain';
import { parseDocument, parseDocuments } from './documents.server';
import { publicDb, readQuery, readDocument } from './firestore.server';

const categories = () => publicDb().collection('product_categories');

/** The active categories by name: the products page's filters. */
export async function readActiveCategories(locale: Locale): Promise<ProductCategory[]> {
  const snapshot = await readQuery(categories().where('is_active', '==', true).orderBy('name'));
  return parseDocuments(productCategoryEntity, snapshot, locale);
}

/** One category's name in the page's language, or null for a category that is gone or hidden. */
export async function readCategoryName(id: string, locale: Locale): Promise<string | null> {
  const category = parseDocument(productCategoryEntity, await readDocument(categories().doc(id)), locale);
  return category?.is_active ? category.name : null;
}
