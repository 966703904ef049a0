import { navigationItemEntity, type NavigationItemForm } from '@kigali/domain';
import { defineCollection } from './collection';

export const navigationItems = defineCollection({
  name: 'navigation_items',
  entity: navigationItemEntity,
  order: { field: 'order_index', direction: 'asc' },
});

export const navigationItemKeys = {
  all: navigationItems.keys.all,
  ordered: () => navigationItems.keys.of('ordered'),
};

/**
 * Every item, order_index ascending (docs/product.md#calls). Read whole, not a page at a time like the
 * other admin lists: the move buttons renumber every item by its position, which needs them all,
 * and a menu holds a few dozen at most.
 */
export const navigationItemsQuery = () => navigationItems.adminListQuery(navigationItemKeys.ordered());

const navigationItemFields = (form: NavigationItemForm) => ({
  label: form.label,
  path: form.path,
  parent_id: form.parent_id,
  order_index: form.order_index,
  is_active: form.is_active,
});

export const createNavigationItem = (form: NavigationItemForm) =>
  navigationItems.create(navigationItemFields(form));

export const updateNavigationItem = (id: string, form: NavigationItemForm) =>
  navigationItems.update(id, navigationItemFields(form));

export const deleteNavigationItem = (id: string) => navigationItems.remove(id);
