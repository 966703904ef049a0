import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormChanges } from './useUnsavedChangesWarning';

/**
 * Create and edit modes of an admin form (docs/product.md#states): Edit starts edit mode, Add, Cancel and a
 * save return to create mode. Add and Edit ask first when the form holds unsaved changes; Cancel, a
 * save and the delete of the edited item do not (nothing is lost that the admin did not choose to
 * drop). The form is remounted with a new key each time so it starts from the right values, and
 * then it is scrolled into view and its first field focused (on a phone the form is far above the
 * row that was tapped).
 */
export function useEditMode<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [formKey, setFormKey] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  const { formChangesRef, mayLeaveForm } = useFormChanges();

  const open = useCallback((item: T | null) => {
    setEditing(item);
    setFormKey((key) => key + 1);
  }, []);

  /** Back to an empty form in create mode, whatever it held (Cancel, after a save or a delete). */
  const resetToCreate = useCallback(() => open(null), [open]);
  const startCreate = useCallback(() => mayLeaveForm() && open(null), [mayLeaveForm, open]);
  const startEdit = useCallback((item: T) => mayLeaveForm() && open(item), [mayLeaveForm, open]);

  useEffect(() => {
    if (formKey === 0) return;
    const form = formRef.current;
    form?.scrollIntoView?.({ block: 'start' });
    form?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
  }, [formKey]);

  return { editing, formKey, formRef, formChangesRef, startCreate, startEdit, resetToCreate };
}
