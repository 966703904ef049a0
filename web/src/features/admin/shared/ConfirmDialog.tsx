import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { adminMessages } from '@/i18n/admin';

/**
 * The delete popup of docs/product.md#messages: "Are you sure?", a warning text, "Yes, delete it!" and
 * Cancel.
 */
export type ConfirmOptions = {
  title?: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
};

type Props = { open: boolean; options: ConfirmOptions; onResult: (confirmed: boolean) => void };

export function ConfirmDialog({ open, options, onResult }: Props) {
  const t = adminMessages.admin.confirm;
  return (
    <Dialog open={open} title={options.title ?? t.title} onClose={() => onResult(false)} size="sm">
      <p className="text-slate-700">{options.text ?? t.cannotUndo}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {/* Focus starts on Cancel so a stray Enter never deletes anything. */}
        <Button variant="secondary" autoFocus onClick={() => onResult(false)}>
          {options.cancelLabel ?? t.cancel}
        </Button>
        <Button variant="danger" onClick={() => onResult(true)}>
          {options.confirmLabel ?? t.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
