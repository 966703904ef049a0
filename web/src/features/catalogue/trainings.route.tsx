import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PublicPageError } from '@/features/layout/PageError';
import { pageReads, publicPageHeaders, requestLocale } from '@/server/page-data.server';
import { readTrainings } from '@/server/services.server';
import { TrainingsPage } from './TrainingsPage';

export async function loader({ request }: LoaderFunctionArgs) {
  const reads = pageReads();
  const trainings = await reads.read('Error fetching trainings', readTrainings(requestLocale(request)), []);
  return reads.page({ trainings });
}

export const headers = publicPageHeaders;

export { revalidateOnNewPathOnly as shouldRevalidate } from '@/lib/revalidate';

export default function TrainingsRoute() {
  return <TrainingsPage {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = PublicPageError;
