import type { ProductWithCategory } from '@kigali/domain';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { dashboardKeys } from '@/data/dashboard';
import { pageItems } from '@/data/paging';
import { activeProductCategoriesQuery, allProductCategoriesQuery } from '@/data/product-categories';
import {
  adminProductsCountQuery,
  adminProductsPageQuery,
  productKeys,
  productSearchPrefix,
  ProductSlugTakenError,
  withCategoryNames,
} from '@/data/products';
import { AdminSection } from '@/features/admin/shared/AdminSection';
import {
  errorMessage,
  notifyFailure,
  notifySuccess,
  useFetchFailureToast,
} from '@/features/admin/shared/admin-toast';
import { useConfirm } from '@/features/admin/shared/confirm';
import { ListState } from '@/features/admin/shared/ListState';
import { ListToolbar } from '@/features/admin/shared/ListToolbar';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { LoadMore } from '@/ui/LoadMore';
import type { ProductFormOutput } from './product-form-values';
import { ProductForm, type SaveOutcome } from './ProductForm';
import { ProductList } from './ProductList';
import { removeProduct, saveProduct } from './save-product';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before the search is read. */
const SEARCH_DELAY_MS = 300;

/**
 * Products (docs/product.md#admin-screens): the form in create or edit mode on top, "Product List" below. The
 * list is read a page at a time; its category filter and search are applied by Firestore, so it costs the
 * same however large the catalogue is.
 */
export function ProductsPage() {
  const messages = useMessages();
  const { products: t, unsavedChanges, confirm: confirmTexts } = messages.admin;
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [search, setSearch] = useState('');
  const [categoryFilter, setCategoryFilter] = useState('');
  const filters = { categoryId: categoryFilter || null, search: useDebouncedValue(search, SEARCH_DELAY_MS) };
  // While a new search or filter loads, the rows it replaces stay on screen.
  const products = useInfiniteQuery({
    ...adminProductsPageQuery(filters),
    placeholderData: keepPreviousData,
  });
  const total = useQuery(adminProductsCountQuery(filters)).data ?? null;
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
  const listRef = useRef<HTMLUListElement>(null);

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

  const rows = withCategoryNames(pageItems(products.data?.pages), allCategories.data ?? []);
  const filtered = filters.categoryId !== null || productSearchPrefix(filters.search) !== '';

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
        <>
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
          <p className="mt-2 text-sm text-slate-600">{messages.paging.productSearchHint}</p>
        </>
      }
    >
      <ListState
        isLoading={products.isPending}
        isEmpty={!filtered && rows.length === 0}
        emptyText={t.empty}
        noMatches={rows.length === 0}
      />
      <ProductList ref={listRef} products={rows} onEdit={switchForm} onDelete={remove} busyId={deletingId} />
      {rows.length > 0 && (
        <LoadMore
          listRef={listRef}
          shown={rows.length}
          status={messages.paging.products(rows.length, total)}
          pages={products}
        />
      )}
    </AdminSection>
  );
}
