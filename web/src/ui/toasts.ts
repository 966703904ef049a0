/**
 * react-hot-toast, loaded with the first toast: a public page shows none until something is sent
 * or settled, so a visitor who only reads never downloads it (docs/architecture.md#budgets). The
 * page's toaster (app/Toasts.tsx) mounts once it has loaded.
 */
import type * as ReactHotToast from 'react-hot-toast';

type ToastLibrary = typeof ReactHotToast;

let library: Promise<ToastLibrary> | undefined;
let loaded = false;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<ToastLibrary> {
  library ??= import('react-hot-toast').then((module) => {
    loaded = true;
    for (const listener of listeners) listener();
    return module;
  });
  return library;
}

/** A success or error toast, shown as soon as the library has arrived. */
export const toasts = {
  success: (message: string) => void loadToasts().then(({ default: toast }) => toast.success(message)),
  error: (message: string) => void loadToasts().then(({ default: toast }) => toast.error(message)),
};

/** For `useSyncExternalStore`: whether the library has loaded, so the toaster can mount. */
export function subscribeToToastsLoaded(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
export const toastsLoaded = () => loaded;
