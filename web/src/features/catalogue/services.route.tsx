import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PublicPageError } from '@/features/layout/PageError';
import { pageReads, publicPageHeaders, requestLocale } from '@/server/page-data.server';
import { readAllServices } from '@/server/services.server';
import { ServicesPage } from './ServicesPage';

/** Every service: the category filter works on them in the browser. */
export async function loader({ request }: LoaderFunctionArgs) {
  const reads = pageReads();
  const services = await reads.read('Error fetching services', readAllServices(requestLocale(request)), []);
  return reads.page({ services });
}

export const headers = publicPageHeaders;

export { revalidateOnNewPathOnly as shouldRevalidate } from '@/lib/revalidate';

export default function ServicesRoute() {
  return <ServicesPage {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = PublicPageError;
