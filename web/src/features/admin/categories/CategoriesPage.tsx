import type { ProductCategory, ProductCategoryForm } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import {
  adminProductCategoriesList,
  countProductsInCategory,
  productCountsByCategoryQuery,
} from '@/data/admin-lists';
import {
  createProductCategory,
  deleteProductCategory,
  productCategoryKeys,
  setProductCategoryActive,
  updateProductCategory,
} from '@/data/product-categories';
import { productKeys } from '@/data/products';
import { notifyFailure } from '@/features/admin/shared/admin-toast';
import { useConfirm } from '@/features/admin/shared/confirm';
import { PagedCollectionScreen } from '@/features/admin/shared/PagedCollectionScreen';
import { RowActions } from '@/features/admin/shared/RowActions';
import { ShownBadge } from '@/features/admin/shared/ShownBadge';
import { trashConfirm, useAdminWrites } from '@/features/admin/shared/useAdminCollection';
import { usePagedAdminList } from '@/features/admin/shared/usePagedAdminList';
import { Button } from '@/ui/Button';
import { CategoryForm } from './CategoryForm';
import { adminMessages } from '@/i18n/admin';

/**
 * Product categories (a screen added because the product form needs them), ordered by name and read a
 * page at a time. Hidden categories leave the public filters and the product form; a category that
 * still has products is not deleted.
 */
export function CategoriesPage() {
  const { categories: t } = adminMessages.admin;
  const confirm = useConfirm();
  const list = usePagedAdminList(adminProductCategoriesList(), t.fetchFailed);

  // A category in use is refused before anything is asked: its products must move first.
  const confirmDelete = async (category: ProductCategory) => {
    try {
      const inUse = await countProductsInCategory(category.id);
      if (inUse > 0) {
        notifyFailure(t.deleteInUse(inUse));
        return false;
      }
    } catch (error) {
      notifyFailure(t.deleteFailed, error);
      return false;
    }
    return confirm(trashConfirm());
  };

  const categories = useAdminWrites({
    collection: 'product_categories',
    invalidates: [productCategoryKeys.all, productKeys.all],
    create: createProductCategory,
    update: (category: ProductCategory, form: ProductCategoryForm) =>
      updateProductCategory(category.id, form),
    remove: (category) => deleteProductCategory(category.id),
    messages: t,
    confirmDelete,
  });
  // The categories on screen only: one count each, so a page costs the same however large the catalogue.
  const productCounts = useQuery({
    ...productCountsByCategoryQuery(list.items.map((category) => category.id)),
    enabled: !list.isLoading,
  });
  const { editing } = categories.editor;

  return (
    <PagedCollectionScreen
      collection={categories}
      messages={{ ...t, editHeading: editing ? t.editTitle(editing.name) : '' }}
      renderForm={(form) => <CategoryForm {...form} />}
      list={list}
      status={adminMessages.paging.categories}
    >
      {(category) => (
        <li
          key={category.id}
          className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{category.name}</p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <ShownBadge
                shown={category.is_active}
                label={category.is_active ? t.activeLabel : t.inactiveLabel}
              />
              {productCounts.data && <span>{t.productCount(productCounts.data.get(category.id) ?? 0)}</span>}
            </p>
          </div>
          <RowActions name={category.name} {...categories.rowActions(category)}>
            <Button
              variant="secondary"
              onClick={() =>
                void categories.change({
                  item: category,
                  run: () => setProductCategoryActive(category, !category.is_active),
                  success: t.updated,
                  failure: t.saveFailed,
                })
              }
              disabled={categories.busyId === category.id}
            >
              {category.is_active ? t.deactivate(category.name) : t.activate(category.name)}
            </Button>
          </RowActions>
        </li>
      )}
    </PagedCollectionScreen>
  );
}
