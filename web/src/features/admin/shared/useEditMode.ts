import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Create and edit modes of an admin form (docs/product.md#states): Edit starts edit mode, Add, Cancel and a
 * save return to create mode. The form is remounted with a new key each time so it starts from the
 * right values, and then it is scrolled into view and its first field focused (on a phone the
 * form is far above the row that was tapped).
 */
export function useEditMode<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [formKey, setFormKey] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);

  const startCreate = useCallback(() => {
    setEditing(null);
    setFormKey((key) => key + 1);
  }, []);

  const startEdit = useCallback((item: T) => {
    setEditing(item);
    setFormKey((key) => key + 1);
  }, []);

  useEffect(() => {
    if (formKey === 0) return;
    const form = formRef.current;
    form?.scrollIntoView?.({ block: 'start' });
    form?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
  }, [formKey]);

  return { editing, formKey, formRef, startCreate, startEdit };
}
