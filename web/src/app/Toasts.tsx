import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastsLoaded, toastsLoaded } from '@/ui/toasts';

const LoadedToasts = lazy(() =>
  import('./LoadedToasts').then((module) => ({ default: module.LoadedToasts })),
);

/** The public pages' toaster, mounted once the first toast has loaded its library (ui/toasts.ts). */
export function Toasts() {
  const loaded = useSyncExternalStore(subscribeToToastsLoaded, toastsLoaded, () => false);
  return loaded ? (
    <Suspense fallback={null}>
      <LoadedToasts />
    </Suspense>
  ) : null;
}
