import {
  formatAdminPrice,
  type Product,
  type ProductForm as ProductFormValues,
  type ProductWithCategory,
} from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminProductsList } from '@/data/admin-lists';
import { dashboardKeys } from '@/data/dashboard';
import { ImageUploadError, saveWithImage } from '@/data/images';
import { activeProductCategoriesQuery, allProductCategoriesQuery } from '@/data/product-categories';
import { createProduct, deleteProduct, productKeys, updateProduct } from '@/data/products';
import { useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { ListToolbar } from '@/features/admin/shared/ListToolbar';
import { PagedCollectionScreen } from '@/features/admin/shared/PagedCollectionScreen';
import { RowActions } from '@/features/admin/shared/RowActions';
import { useAdminWrites } from '@/features/admin/shared/useAdminCollection';
import { usePagedAdminList } from '@/features/admin/shared/usePagedAdminList';
import { useSlugSearch } from '@/features/admin/shared/useSlugSearch';
import { ProductForm } from './ProductForm';
import { adminMessages } from '@/i18n/admin';

/** A save: the form's values and the image file picked to replace `image_url`, if any. */
type ProductSave = { form: ProductFormValues; imageFile: File | null };

const saveProduct = ({ form, imageFile }: ProductSave, save: (form: ProductFormValues) => Promise<unknown>) =>
  saveWithImage('product', imageFile, form.image_url, (image_url) => save({ ...form, image_url }));

/**
 * Products (docs/product.md#admin-screens): the form in create or edit mode on top, "Product List" below. The
 * list is read a page at a time, by this screen; its category filter and search are applied by Firestore,
 * so it costs the same however large the catalogue is.
 */
export function ProductsPage() {
  const t = adminMessages.admin.products;
  const search = useSlugSearch();
  const [categoryFilter, setCategoryFilter] = useState('');
  const filters = { categoryId: categoryFilter || null, search: search.term };
  const list = usePagedAdminList(adminProductsList(filters), t.fetchFailed);
  const activeCategories = useQuery(activeProductCategoriesQuery());
  const allCategories = useQuery(allProductCategoriesQuery());
  useFetchFailureToast(activeCategories.error ?? allCategories.error, t.categoriesFetchFailed);
  // Lists show each product's category name (docs/product.md#calls); a deleted category has none.
  const categoryNames = new Map((allCategories.data ?? []).map((category) => [category.id, category.name]));
  const withCategoryName = (product: Product): ProductWithCategory => ({
    ...product,
    category_name: categoryNames.get(product.category_id) ?? null,
  });

  const products = useAdminWrites<ProductWithCategory, ProductSave>({
    collection: 'products',
    invalidates: [productKeys.all, dashboardKeys.all],
    create: (values) => saveProduct(values, createProduct),
    update: (product, values) => saveProduct(values, (form) => updateProduct(product, form)),
    remove: deleteProduct,
    messages: {
      ...t,
      // "Failed to save product: Failed to upload image" or "...: Failed to save product data".
      saveFailed: (error) =>
        t.saveFailed(error instanceof ImageUploadError ? t.uploadFailed : t.saveDataFailed),
    },
  });

  const { editor } = products;

  const filtered = filters.categoryId !== null || search.narrows;

  return (
    <PagedCollectionScreen
      collection={products}
      messages={{ ...t, editHeading: editor.editing ? t.editTitle(editor.editing.name) : '' }}
      renderForm={({ item, onSave, onCancel }) => (
        <ProductForm
          product={item}
          categories={activeCategories.data ?? []}
          onSave={(form, imageFile) => onSave({ form, imageFile })}
          onCancel={onCancel}
        />
      )}
      toolbar={
        <ListToolbar
          searchLabel={t.searchLabel}
          search={search.search}
          onSearchChange={search.setSearch}
          hint={adminMessages.paging.productSearchHint}
          filters={[
            {
              label: t.categoryFilter,
              value: categoryFilter,
              onChange: setCategoryFilter,
              allLabel: t.allCategories,
              options: (allCategories.data ?? []).map((category) => ({
                value: category.id,
                label: category.name,
              })),
            },
          ]}
        />
      }
      list={list}
      filtered={filtered}
      status={adminMessages.paging.products}
    >
      {(product) => (
        <li key={product.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-4">
            {product.image_url ? (
              <img
                src={product.image_url}
                alt={t.imageAlt(product.name)}
                loading="lazy"
                className="h-16 w-16 flex-none rounded-md border border-slate-200 bg-slate-50 object-contain"
              />
            ) : (
              <div
                aria-hidden="true"
                className="h-16 w-16 flex-none rounded-md border border-dashed border-slate-300"
              />
            )}
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{product.name}</p>
              <p className="text-sm text-slate-600">
                <span className="sr-only">{t.columns.category}: </span>
                {categoryNames.get(product.category_id) ?? t.noCategory}
                <span aria-hidden="true"> · </span>
                <span className="sr-only">{t.columns.stock}: </span>
                {t.stockLabels[product.stock_status]}
              </p>
              <p className="text-sm font-medium text-slate-800">
                <span className="sr-only">{t.columns.price}: </span>
                {formatAdminPrice(product.price)}
              </p>
            </div>
          </div>
          <RowActions name={product.name} {...products.rowActions(withCategoryName(product))} />
        </li>
      )}
    </PagedCollectionScreen>
  );
}
