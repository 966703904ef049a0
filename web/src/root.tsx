import { localeOfPath } from '@kigali/domain/locales';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Outlet, Scripts, useLocation, useRouteError } from 'react-router';
import { Toasts } from '@/app/Toasts';
import { PwaRuntime } from '@/features/pwa/PwaRuntime';
import { NotFoundPage } from '@/features/content/NotFoundPage';
import { I18nProvider, useMessages } from '@/i18n';
import { meterFirestoreReads } from '@/server/read-meter.server';
import './index.css';

/**
 * The document around every public page, in the page's language (its path says which). Titles,
 * descriptions and structured data are rendered by each page (ui/Seo.tsx) and hoisted into <head>
 * by React.
 */
export function Layout({ children }: { children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={`/manifest-${locale}.webmanifest`} />
        <Links />
      </head>
      <body className="bg-white text-slate-900 antialiased">
        <I18nProvider locale={locale}>{children}</I18nProvider>
        <Scripts />
      </body>
    </html>
  );
}

export const middleware = [meterFirestoreReads];

export default function Root() {
  return (
    <>
      <Outlet />
      <Toasts />
      <PwaRuntime />
    </>
  );
}

/** What fails outside a page (the layout itself): the not-found page, or a plain apology. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ServerError />;
}

function ServerError() {
  const t = useMessages().common;
  return (
    <main className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{t.errorTitle}</h1>
      <p className="mt-4 text-lg text-slate-600">{t.errorText}</p>
    </main>
  );
}
