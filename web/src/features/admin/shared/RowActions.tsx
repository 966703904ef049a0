import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/ui/Button';
import { adminMessages } from '@/i18n/admin';

type Props = {
  /** The row's name, for buttons that say which row they act on ("Edit Router X"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The row's history screen (every content row has one). */
  historyHref?: string;
  disabled?: boolean;
  /** Extra buttons before Edit (for example "View applications"). */
  children?: ReactNode;
};

export function RowActions({ name, onEdit, onDelete, historyHref, disabled = false, children }: Props) {
  const t = adminMessages.admin.list;
  const { editorial } = adminMessages;
  return (
    <div className="flex flex-wrap gap-2">
      {children}
      <Button variant="secondary" onClick={onEdit} disabled={disabled} aria-label={t.editItem(name)}>
        {t.edit}
      </Button>
      {historyHref && (
        <Link to={historyHref} aria-label={editorial.historyOf(name)} className={buttonClass('secondary')}>
          {editorial.history}
        </Link>
      )}
      <Button variant="danger" onClick={onDelete} disabled={disabled} aria-label={t.deleteItem(name)}>
        {t.delete}
      </Button>
    </div>
  );
}
