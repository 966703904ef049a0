import { slugify, type ServiceCategory } from '@kigali/domain';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ReaderSdk } from '@/lib/firestore';
import { loadFirestore } from '@/lib/firestore';
import { collectionPagedList, type AdminPagedList, type PagedCollection } from './admin-paging';
import type { ListOptions } from './collection';
import { jobPostings } from './job-postings';
import { partners } from './partners';
import { productCategories } from './product-categories';
import { products } from './products';
import { services } from './services';

/*
 * The admin content screens' lists, each read a page at a time with its total. They live apart from
 * the collections' modules so public pages, which load those modules, do not load the admin's reads.
 */

export type { AdminPagedList };

/** The parts of a collection (see `defineCollection`) an admin screen's paged list uses. */
type KeyedCollection<T> = PagedCollection<T> & {
  keys: { of: (...parts: unknown[]) => QueryKey };
};

/**
 * The pages and the total of an admin screen's list of `collection`: the documents `options.where`
 * keeps (every one without it), in the collection's order or `options.order`. Both query keys start
 * with the collection's, so any change to it refreshes them; `filters` names what the screen asked
 * for, so each filter keeps pages of its own.
 */
export const adminPagedList = <T>(
  collection: KeyedCollection<T>,
  filters: Record<string, unknown> = {},
  options: ListOptions = {},
) => collectionPagedList(collection.keys.of('admin', filters), collection, options);

/**
 * Slugs are the names lowercased with hyphens, so a search typed as a name or as a slug becomes a
 * slug prefix Firestore can match with a range (it has no substring search).
 */
export const slugSearchPrefix = (search: string) => slugify(search);

/**
 * The documents whose `field` equals `value` (all of them for null) and, while searching, whose slug
 * starts with `prefix`: newest first, or by slug while searching (a range needs it).
 */
function matching(field: string, value: string | null, prefix: string): ListOptions {
  return {
    where: (sdk: ReaderSdk) => [
      ...(value ? [sdk.where(field, '==', value)] : []),
      ...(prefix ? [sdk.where('slug', '>=', prefix), sdk.where('slug', '<', `${prefix}\uf8ff`)] : []),
    ],
    ...(prefix ? { order: { field: 'slug', direction: 'asc' } as const } : {}),
  };
}

/** The products screen's filters, both applied by Firestore. */
export type AdminProductFilters = {
  categoryId: string | null;
  /** What the admin typed in the search box; matched against the start of the slug. */
  search: string;
};

/** Admin: products, filtered by category and slug prefix in the query. */
export function adminProductsList({ categoryId, search }: AdminProductFilters) {
  // Searches that read the same (" Dahua" and "dahua") share one cached answer.
  const prefix = slugSearchPrefix(search);
  return adminPagedList(products, { categoryId, prefix }, matching('category_id', categoryId, prefix));
}

/** The services screen's filters, both applied by Firestore. */
export type AdminServiceFilters = {
  category: ServiceCategory | null;
  /** What the admin typed in the search box; matched against the start of the slug. */
  search: string;
};

/** Admin: services and trainings, filtered by category and slug prefix in the query. */
export function adminServicesList({ category, search }: AdminServiceFilters) {
  // Searches that read the same (" Solar" and "solar") share one cached answer.
  const prefix = slugSearchPrefix(search);
  return adminPagedList(services, { category, prefix }, matching('category', category, prefix));
}

/** Admin: every job posting, active or not, newest first. */
export const adminJobPostingsList = () => adminPagedList(jobPostings);

/** Admin: every partner, hidden ones included, newest first. */
export const adminPartnersList = () => adminPagedList(partners);

/** Admin: every product category, active or not, ordered by name. */
export const adminProductCategoriesList = () => adminPagedList(productCategories);

/**
 * Admin: how many products each category holds, for the categories screen: one count query per
 * category (one read each), whatever the catalogue's size.
 */
export const productCountsByCategoryQuery = (categoryIds: readonly string[]) =>
  queryOptions({
    queryKey: products.keys.of('admin', 'counts', [...categoryIds].sort()),
    staleTime: 0,
    queryFn: async (): Promise<Map<string, number>> =>
      new Map(
        await Promise.all(categoryIds.map(async (id) => [id, await countProductsInCategory(id)] as const)),
      ),
  });

/** Admin: how many products a category holds (a category in use is not deleted). */
export async function countProductsInCategory(categoryId: string): Promise<number> {
  const firestore = await loadFirestore();
  const count = await products.count(firestore, {
    where: (sdk) => [sdk.where('category_id', '==', categoryId)],
  });
  if (count === null) throw new Error('The products of a category cannot be counted offline');
  return count;
}
