import { LIMITS } from '@kigali/domain';
import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/**
 * Top-right toasts, 4000 ms, at most 3 visible (docs/product.md#constants-and-limits): older ones
 * are dismissed. The back office mounts it at once; public pages when the first toast comes (Toasts.tsx).
 */
export function LoadedToasts() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(LIMITS.toastMaxVisible)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  // Mounted with the first toast: its styles are injected then, not while the page loads.
  if (toasts.length === 0) return null;
  return <Toaster position="top-right" toastOptions={{ duration: LIMITS.toastDurationMs }} />;
}
