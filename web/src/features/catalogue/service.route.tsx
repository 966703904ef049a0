import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { detailPageError } from '@/features/layout/PageError';
import { notFound, publicPageHeaders, requestLocale } from '@/server/page-data.server';
import { readServiceBySlug } from '@/server/services.server';
import { ServiceDetailPage } from './ServiceDetailPage';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const service = await readServiceBySlug(params.slug ?? '', requestLocale(request));
  if (!service) throw notFound();
  return { service };
}

export const headers = publicPageHeaders;

export default function ServiceRoute() {
  return <ServiceDetailPage {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = detailPageError((t) => t.catalogue.services, paths.services);
