import type { ProductCategory, ProductCategoryForm } from '@kigali/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  allProductCategoriesQuery,
  createProductCategory,
  deleteProductCategory,
  productCategoryKeys,
  updateProductCategory,
} from '@/data/product-categories';
import { countProductsInCategory, productCountsByCategoryQuery, productKeys } from '@/data/products';
import { AdminSection } from '@/features/admin/shared/AdminSection';
import { notifyFailure, notifySuccess, useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { useConfirm } from '@/features/admin/shared/confirm';
import { ListState } from '@/features/admin/shared/ListState';
import { RowActions } from '@/features/admin/shared/RowActions';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { CategoryForm, type CategorySaveOutcome } from './CategoryForm';

/**
 * Product categories (a screen added because the product form needs them). Hidden categories leave the
 * public filters and the product form; a category that still has products is not deleted.
 */
export function CategoriesPage() {
  const { categories: t, confirm: confirmTexts } = useMessages().admin;
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const categories = useQuery(allProductCategoriesQuery());
  const productCounts = useQuery({
    ...productCountsByCategoryQuery((categories.data ?? []).map((category) => category.id)),
    enabled: categories.isSuccess,
  });
  useFetchFailureToast(categories.error, t.fetchFailed);

  const [editing, setEditing] = useState<ProductCategory | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [busyId, setBusyId] = useState<string | null>(null);

  const startForm = (next: ProductCategory | null) => {
    setEditing(next);
    setFormKey((key) => key + 1);
    if (next) window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productCategoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
    ]);

  const save = async (form: ProductCategoryForm): Promise<CategorySaveOutcome> => {
    try {
      // Checked against a fresh list, not the one on screen, which may still be loading.
      const existing = await queryClient.fetchQuery(allProductCategoriesQuery());
      const taken = existing.some(
        (category) => category.id !== editing?.id && category.name.toLowerCase() === form.name.toLowerCase(),
      );
      if (taken) return 'name-taken';
      if (editing) await updateProductCategory(editing.id, form);
      else await createProductCategory(form);
    } catch (error) {
      notifyFailure(t.saveFailed, error);
      return 'failed';
    }
    notifySuccess(editing ? t.updated : t.created);
    startForm(null);
    await refresh();
    return 'saved';
  };

  const toggleActive = async (category: ProductCategory) => {
    setBusyId(category.id);
    try {
      await updateProductCategory(category.id, { name: category.name, is_active: !category.is_active });
      notifySuccess(t.updated);
      await refresh();
    } catch (error) {
      notifyFailure(t.saveFailed, error);
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (category: ProductCategory) => {
    setBusyId(category.id);
    try {
      const inUse = await countProductsInCategory(category.id);
      if (inUse > 0) {
        notifyFailure(t.deleteInUse(inUse));
        return;
      }
      if (!(await confirm({ text: confirmTexts.cannotRevert }))) return;
      await deleteProductCategory(category.id);
      notifySuccess(t.deleted);
      if (editing?.id === category.id) startForm(null);
      await refresh();
    } catch (error) {
      notifyFailure(t.deleteFailed, error);
    } finally {
      setBusyId(null);
    }
  };

  const rows = categories.data ?? [];

  return (
    <AdminSection
      title={t.title}
      actions={<Button onClick={() => startForm(null)}>{t.addCategory}</Button>}
      formTitle={editing ? t.editTitle(editing.name) : t.createTitle}
      form={<CategoryForm key={formKey} category={editing} onSave={save} onCancel={() => startForm(null)} />}
      listTitle={t.listTitle}
    >
      <ListState isLoading={categories.isPending} isEmpty={rows.length === 0} emptyText={t.empty} />
      <ul className="divide-y divide-slate-200">
        {rows.map((category) => (
          <li
            key={category.id}
            className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{category.name}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                    category.is_active
                      ? 'bg-green-100 text-green-900 ring-green-300'
                      : 'bg-slate-100 text-slate-800 ring-slate-300'
                  }`}
                >
                  {category.is_active ? t.activeLabel : t.inactiveLabel}
                </span>
                {productCounts.data && (
                  <span>{t.productCount(productCounts.data.get(category.id) ?? 0)}</span>
                )}
              </p>
            </div>
            <RowActions
              name={category.name}
              onEdit={() => startForm(category)}
              onDelete={() => remove(category)}
              disabled={busyId === category.id}
            >
              <Button
                variant="secondary"
                onClick={() => toggleActive(category)}
                disabled={busyId === category.id}
              >
                {category.is_active ? t.deactivate(category.name) : t.activate(category.name)}
              </Button>
            </RowActions>
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
