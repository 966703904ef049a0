import { slugify, type ServiceCategory } from '@kigali/domain';
import type { QueryKey } from '@tanstack/react-query';
import { adminCountQuery, adminPagesQuery, type PagedCollection } from './admin-pages';
import type { ListOptions } from './collection';
import { jobPostings } from './job-postings';
import { partners } from './partners';
import { productCategories } from './product-categories';
import { services } from './services';

/*
 * The admin content screens' lists, each read a page at a time with its total. They live apart from
 * the collections' modules so public pages, which load those modules, do not load the admin's reads.
 */

/** An admin screen's list, read a page at a time, and how many it holds in all. */
export type AdminPagedList<T> = {
  pages: ReturnType<typeof adminPagesQuery<T>>;
  count: ReturnType<typeof adminCountQuery<T>>;
};

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
export function adminPagedList<T>(
  collection: KeyedCollection<T>,
  filters: Record<string, unknown> = {},
  options: ListOptions = {},
): AdminPagedList<T> {
  return {
    pages: adminPagesQuery(collection.keys.of('admin', 'pages', filters), collection, options),
    count: adminCountQuery(collection.keys.of('admin', 'count', filters), collection, options),
  };
}

/** The services screen's filters, both applied by Firestore. */
export type AdminServiceFilters = {
  category: ServiceCategory | null;
  /** What the admin typed in the search box; matched against the start of the slug. */
  search: string;
};

/**
 * Slugs are the names lowercased with hyphens, so a search typed as a name or as a slug becomes a
 * slug prefix Firestore can match with a range (it has no substring search), as on the products screen.
 */
export const serviceSearchPrefix = (search: string) => slugify(search);

/** One category of services or all of them, newest first, or by slug while searching (a range needs it). */
function servicesMatching(category: ServiceCategory | null, prefix: string): ListOptions {
  return {
    where: (sdk) => [
      ...(category ? [sdk.where('category', '==', category)] : []),
      ...(prefix ? [sdk.where('slug', '>=', prefix), sdk.where('slug', '<', `${prefix}\uf8ff`)] : []),
    ],
    ...(prefix ? { order: { field: 'slug', direction: 'asc' } as const } : {}),
  };
}

/** Admin: services and trainings, filtered by category and slug prefix in the query. */
export function adminServicesList({ category, search }: AdminServiceFilters) {
  // Searches that read the same (" Solar" and "solar") share one cached answer.
  const prefix = serviceSearchPrefix(search);
  return adminPagedList(services, { category, prefix }, servicesMatching(category, prefix));
}

/** Admin: every job posting, active or not, newest first. */
export const adminJobPostingsList = () => adminPagedList(jobPostings);

/** Admin: every partner, hidden ones included, newest first. */
export const adminPartnersList = () => adminPagedList(partners);

/** Admin: every product category, active or not, ordered by name. */
export const adminProductCategoriesList = () => adminPagedList(productCategories);
