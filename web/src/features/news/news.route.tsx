import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PublicPageError } from '@/features/layout/PageError';
import { pageReads, publicPageHeaders, requestLocale } from '@/server/page-data.server';
import { readPublishedArticles } from '@/server/publications.server';
import { NewsPage } from './NewsPage';

export async function loader({ request }: LoaderFunctionArgs) {
  const reads = pageReads();
  const articles = await reads.read(
    'Error fetching publications',
    readPublishedArticles(requestLocale(request)),
    [],
  );
  return reads.page({ articles });
}

export const headers = publicPageHeaders;

export default function NewsRoute() {
  return <NewsPage {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = PublicPageError;
