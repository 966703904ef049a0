import { isTraining } from '@kigali/domain';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { detailPageError } from '@/features/layout/PageError';
import { notFound, publicPageHeaders, requestLocale } from '@/server/page-data.server';
import { readServiceBySlug } from '@/server/services.server';
import { TrainingDetailPage } from './TrainingDetailPage';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const service = await readServiceBySlug(params.slug ?? '', requestLocale(request));
  // Trainings are services of the Training category; any other service is not a training.
  if (!service || !isTraining(service)) throw notFound();
  return { training: service };
}

export const headers = publicPageHeaders;

export default function TrainingRoute() {
  return <TrainingDetailPage {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = detailPageError((t) => t.catalogue.trainings, paths.trainings);
