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
        <RowLink to={historyHref} label={editorial.historyOf(name)}>
          {editorial.history}
        </RowLink>
      )}
      <Button variant="danger" onClick={onDelete} disabled={disabled} aria-label={t.deleteItem(name)}>
        {t.delete}
      </Button>
    </div>
  );
}

/**
 * A link among a row's actions (its history, a posting's applications, an article's preview),
 * drawn as a secondary button; `label` names it with its row for screen readers.
 */
export function RowLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link to={to} aria-label={label} className={buttonClass('secondary')}>
      {children}
    </Link>
  );
}
