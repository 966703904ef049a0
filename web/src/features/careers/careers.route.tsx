import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PublicPageError } from '@/features/layout/PageError';
import { readOpenJobPostings } from '@/server/job-postings.server';
import { pageReads, publicPageHeaders, requestLocale } from '@/server/page-data.server';
import { CareersPage } from './CareersPage';

export async function loader({ request }: LoaderFunctionArgs) {
  const reads = pageReads();
  const postings = await reads.read(
    'Error fetching job postings',
    readOpenJobPostings(requestLocale(request)),
    [],
  );
  return reads.page({ postings });
}

export const headers = publicPageHeaders;

export default function CareersRoute() {
  return <CareersPage {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = PublicPageError;
