import type { NavigationItem } from '@kigali/domain';
import { ListState } from '@/features/admin/shared/ListState';
import { RowActions } from '@/features/admin/shared/RowActions';
import { useMessages } from '@/i18n';
import { MoveButtons } from '@/features/admin/shared/MoveButtons';
import type { MoveDirection } from '@/features/admin/shared/reorder';

type Props = {
  items: readonly NavigationItem[];
  isLoading: boolean;
  /** True while a new order or a deletion is being saved: no other change meanwhile. */
  isBusy: boolean;
  onMove: (index: number, direction: MoveDirection) => void;
  onEdit: (item: NavigationItem) => void;
  onDelete: (item: NavigationItem) => void;
};

export function NavigationItemList({ items, isLoading, isBusy, onMove, onEdit, onDelete }: Props) {
  const t = useMessages().adminContent.navigation;
  if (isLoading || items.length === 0) {
    return <ListState isLoading={isLoading} isEmpty emptyText={t.empty} />;
  }
  const labels = new Map(items.map((item) => [item.id, item.label]));
  return (
    <ol className="divide-y divide-slate-200">
      {items.map((item, index) => (
        <li key={item.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
          <MoveButtons
            label={item.label}
            index={index}
            count={items.length}
            disabled={isBusy}
            onMove={(direction) => onMove(index, direction)}
          />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">
              {item.label}
              {!item.is_active && (
                <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-inset ring-slate-300">
                  {t.inactive}
                </span>
              )}
            </p>
            <p className="text-sm break-all text-slate-600">
              {item.path}
              {item.parent_id && ` · ${t.under(labels.get(item.parent_id) ?? item.parent_id)}`}
            </p>
          </div>
          <RowActions
            name={item.label}
            disabled={isBusy}
            onEdit={() => onEdit(item)}
            onDelete={() => onDelete(item)}
          />
        </li>
      ))}
    </ol>
  );
}
