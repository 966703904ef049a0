import { isRouteErrorResponse, useRouteError } from 'react-router';
import { DetailStatus } from '@/features/catalogue';
import { NotFoundPage } from '@/features/content';
import { useMessages } from '@/i18n';

/**
 * What a public page shows instead of itself when it cannot: its own "not found" text (a product,
 * service, training or article visitors may not see; the server answered 404), or the site's 404
 * page; and when its data could not be fetched at all (offline, a page never kept on this device),
 * that it is not available offline. The header and footer stay around it.
 */
export function PageError({ notFound, back }: { notFound?: string; back?: { to: string; label: string } }) {
  const error = useRouteError();
  const t = useMessages();
  const home = { to: '/', label: t.common.backHome };
  if (isRouteErrorResponse(error) && error.status === 404) {
    return notFound ? (
      <DetailStatus message={notFound} backTo={(back ?? home).to} backLabel={(back ?? home).label} />
    ) : (
      <NotFoundPage />
    );
  }
  // fetch() fails with a TypeError when no answer came at all: the page's data is neither on this
  // device nor reachable. Anything else is the server's failure.
  const unreachable = error instanceof TypeError;
  if (!unreachable) console.error('A page could not be shown', error);
  const message = unreachable ? t.catalogue.notAvailableOffline : t.common.errorText;
  return <DetailStatus message={message} backTo={(back ?? home).to} backLabel={(back ?? home).label} />;
}

/** The ErrorBoundary of a page without a not-found text of its own. */
export function PublicPageError() {
  return <PageError />;
}

/**
 * The ErrorBoundary of a detail page (a product, service, training or article): its "not found"
 * text and the way back to its list (`list`), both from the page's messages (`texts`).
 */
export function detailPageError(
  texts: (messages: ReturnType<typeof useMessages>) => { notFound: string; backToList: string },
  list: string,
) {
  return function DetailPageError() {
    const t = texts(useMessages());
    return <PageError notFound={t.notFound} back={{ to: list, label: t.backToList }} />;
  };
}
