import { formatAdminPrice, type ProductWithCategory } from '@kigali/domain';
import type { Ref } from 'react';
import { RowActions } from '@/features/admin/shared/RowActions';
import { useMessages } from '@/i18n';

type Props = {
  /** The list element, for the pager to move focus to newly loaded rows. */
  ref?: Ref<HTMLUListElement>;
  products: readonly ProductWithCategory[];
  onEdit: (product: ProductWithCategory) => void;
  onDelete: (product: ProductWithCategory) => void;
  /** The row being deleted, whose buttons are disabled meanwhile. */
  busyId: string | null;
};

/** One card per product: stacked on phones, a row on wider screens. */
export function ProductList({ ref, products, onEdit, onDelete, busyId }: Props) {
  const t = useMessages().admin.products;
  return (
    <ul ref={ref} className="divide-y divide-slate-200">
      {products.map((product) => (
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
                {product.category_name ?? t.noCategory}
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
          <RowActions
            name={product.name}
            onEdit={() => onEdit(product)}
            onDelete={() => onDelete(product)}
            disabled={busyId === product.id}
          />
        </li>
      ))}
    </ul>
  );
}
