import { pathWithoutLocale } from '@kigali/domain/locales';
import { useNavigation } from 'react-router';
import { paths } from '@/config/paths';
import { useMessages, type Messages } from '@/i18n';

/** The loading text of the page being opened (docs/product.md#messages). */
function loadingMessage(t: Messages, pathname: string): string {
  const page = pathWithoutLocale(pathname);
  if (page === paths.careers) return t.careers.loading;
  if (page.startsWith(`${paths.trainings}/`)) return t.catalogue.trainings.loading;
  return t.common.loading;
}

/**
 * While a link followed in the page waits for the next page's data, a bar at the top of the
 * window says so, and screen readers hear the page's loading text; the page shown stays usable.
 */
export function NavigationStatus() {
  const t = useMessages();
  const { state, location } = useNavigation();
  const loading = state === 'loading' && location !== undefined;
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-0 z-50">
      {loading && (
        <>
          <div className="h-1 w-full animate-pulse bg-accent-500" />
          <span className="sr-only">{loadingMessage(t, location.pathname)}</span>
        </>
      )}
    </div>
  );
}
