import type { ProductWithCategory } from '@kigali/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { dashboardKeys } from '@/data/dashboard';
import { activeProductCategoriesQuery, allProductCategoriesQuery } from '@/data/product-categories';
import { adminProductsQuery, productKeys, ProductSlugTakenError } from '@/data/products';
import { AdminSection } from '@/features/admin/shared/AdminSection';
import {
  errorMessage,
  notifyFailure,
  notifySuccess,
  useFetchFailureToast,
} from '@/features/admin/shared/admin-toast';
import { useConfirm } from '@/features/admin/shared/confirm';
import { ListState } from '@/features/admin/shared/ListState';
import { ListToolbar, matchesSearch } from '@/features/admin/shared/ListToolbar';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import type { ProductFormOutput } from './product-form-values';
import { ProductForm, type SaveOutcome } from './ProductForm';
import { ProductList } from './ProductList';
import { removeProduct, saveProduct } from './save-product';

/** Products (spec section 2): the form in create or edit mode on top, "Product List" below. */
export function ProductsPage() {
  const { products: t, unsavedChanges, confirm: confirmTexts } = useMessages().admin;
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const products = useQuery(adminProductsQuery());
  const activeCategories = useQuery(activeProductCategoriesQuery());
  const allCategories = useQuery(allProductCategoriesQuery());
  useFetchFailureToast(products.error, t.fetchFailed);
  useFetchFailureToast(activeCategories.error ?? allCategories.error, t.categoriesFetchFailed);

  const [editing, setEditing] = useState<ProductWithCategory | null>(null);
  // A new key remounts the form: "Add Product", Cancel and a save all start from a clean form.
  const [formKey, setFormKey] = useState(0);
  const formDirty = useRef(false);
  const onDirtyChange = useCallback((dirty: boolean) => {
    formDirty.current = dirty;
  }, []);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [categoryFilter, setCategoryFilter] = useState('');

  const switchForm = (next: ProductWithCategory | null) => {
    if (formDirty.current && !window.confirm(unsavedChanges)) return;
    formDirty.current = false;
    setEditing(next);
    setFormKey((key) => key + 1);
    // The form sits above the list: bring it into view when a row's Edit was pressed.
    if (next) window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);

  const save = async (form: ProductFormOutput, imageFile: File | null): Promise<SaveOutcome> => {
    try {
      await saveProduct({ form, imageFile, editing });
    } catch (error) {
      if (error instanceof ProductSlugTakenError) return 'slug-taken';
      notifyFailure(t.saveFailed(errorMessage(error, t.unknownError)), error);
      return 'failed';
    }
    notifySuccess(editing ? t.updated : t.created);
    formDirty.current = false;
    setEditing(null);
    setFormKey((key) => key + 1);
    await refresh();
    return 'saved';
  };

  const remove = async (product: ProductWithCategory) => {
    if (!(await confirm({ text: confirmTexts.cannotRevert }))) return;
    setDeletingId(product.id);
    try {
      await removeProduct(product.id);
      notifySuccess(t.deleted);
      if (editing?.id === product.id) switchForm(null);
      await refresh();
    } catch (error) {
      notifyFailure(t.deleteFailed, error);
    } finally {
      setDeletingId(null);
    }
  };

  const rows = (products.data ?? []).filter(
    (product) =>
      matchesSearch(search, product.name, product.slug) &&
      (categoryFilter === '' || product.category_id === categoryFilter),
  );

  return (
    <AdminSection
      title={t.title}
      actions={<Button onClick={() => switchForm(null)}>{t.addProduct}</Button>}
      formTitle={editing ? t.editTitle(editing.name) : t.createTitle}
      form={
        <ProductForm
          key={formKey}
          product={editing}
          categories={activeCategories.data ?? []}
          onSave={save}
          onCancel={() => switchForm(null)}
          onDirtyChange={onDirtyChange}
        />
      }
      listTitle={t.listTitle}
      toolbar={
        <ListToolbar
          searchLabel={t.searchLabel}
          search={search}
          onSearchChange={setSearch}
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
    >
      <ListState
        isLoading={products.isPending}
        isEmpty={(products.data ?? []).length === 0}
        emptyText={t.empty}
        noMatches={rows.length === 0}
      />
      <ProductList products={rows} onEdit={switchForm} onDelete={remove} busyId={deletingId} />
    </AdminSection>
  );
}
