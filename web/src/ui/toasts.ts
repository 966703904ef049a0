/**
 * react-hot-toast, loaded with the first toast: a public page shows none until something is sent
 * or settled, so a visitor who only reads never downloads it (docs/architecture.md#budgets). The
 * page's toaster (app/Toasts.tsx) mounts once it has loaded.
 */
import { LIMITS } from '@kigali/domain';
import type * as ReactHotToast from 'react-hot-toast';

type ToastLibrary = typeof ReactHotToast;

let library: Promise<ToastLibrary> | undefined;
let loaded = false;
/**
 * Messages whose library could not be fetched (offline in the first seconds of a first visit,
 * before the service worker kept the code): the toaster shows them plainly, for as long as a toast.
 */
let plain: readonly string[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function loadToasts(): Promise<ToastLibrary> {
  library ??= import('react-hot-toast').then(
    (module) => {
      loaded = true;
      notify();
      return module;
    },
    (error: unknown) => {
      // Asked again with the next toast, once the connection or the worker can bring it.
      library = undefined;
      throw error;
    },
  );
  return library;
}

function show(kind: 'success' | 'error', message: string) {
  loadToasts().then(
    ({ default: toast }) => toast[kind](message),
    () => {
      plain = [...plain, message].slice(-LIMITS.toastMaxVisible);
      notify();
      setTimeout(() => {
        plain = plain.filter((shown) => shown !== message);
        notify();
      }, LIMITS.toastDurationMs);
    },
  );
}

/** A success or error toast, shown as soon as the library has arrived. */
export const toasts = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

/** For `useSyncExternalStore`: whether the library has loaded, and what is shown without it. */
export function subscribeToToasts(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
export const toastsLoaded = () => loaded;
export const plainToasts = () => plain;
