import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { detailPageError } from '@/features/layout/PageError';
import { notFound, publicPageHeaders, requestLocale } from '@/server/page-data.server';
import { readPublishedArticle } from '@/server/publications.server';
import { ArticlePage } from './ArticlePage';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const article = await readPublishedArticle(params.id ?? '', requestLocale(request));
  if (!article) throw notFound();
  return { article };
}

export const headers = publicPageHeaders;

export default function ArticleRoute() {
  return <ArticlePage {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = detailPageError((t) => t.news, paths.news);
