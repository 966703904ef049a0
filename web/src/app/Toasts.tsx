import { lazy, Suspense, useSyncExternalStore } from 'react';
import { plainToasts, subscribeToToasts, toastsLoaded } from '@/ui/toasts';

const LoadedToasts = lazy(() =>
  import('./LoadedToasts').then((module) => ({ default: module.LoadedToasts })),
);
const NONE: readonly string[] = [];

/**
 * The public pages' toaster, mounted once the first toast has loaded its library (ui/toasts.ts);
 * until then, a message whose library could not be fetched is shown plainly in the same place.
 */
export function Toasts() {
  const loaded = useSyncExternalStore(subscribeToToasts, toastsLoaded, () => false);
  const plain = useSyncExternalStore(subscribeToToasts, plainToasts, () => NONE);
  return (
    <>
      {loaded && (
        <Suspense fallback={null}>
          <LoadedToasts />
        </Suspense>
      )}
      {plain.length > 0 && (
        <ul className="fixed right-4 top-4 z-50 flex flex-col gap-2">
          {plain.map((message) => (
            <li
              key={message}
              role="status"
              className="rounded-md bg-white px-4 py-3 text-sm text-slate-900 shadow-lg ring-1 ring-slate-200"
            >
              {message}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
