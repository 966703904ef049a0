import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { readHeroSlides } from '@/server/hero-slides.server';
import { pageReads, publicPageHeaders, requestLocale } from '@/server/page-data.server';
import { readActivePartners } from '@/server/partners.server';
import { readFeaturedProducts } from '@/server/products.server';
import { readFeaturedServices } from '@/server/services.server';
import { HomePage } from './HomePage';

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const reads = pageReads();
  const [slides, products, services, partners] = await Promise.all([
    reads.read('Error fetching hero slides', readHeroSlides(locale), []),
    reads.read('Error fetching products', readFeaturedProducts(locale), []),
    reads.read('Error fetching services', readFeaturedServices(locale), []),
    reads.read('Error fetching partners', readActivePartners(), []),
  ]);
  return reads.page({ slides, products, services, partners });
}

export const headers = publicPageHeaders;

export default function HomeRoute() {
  return <HomePage {...useLoaderData<typeof loader>()} />;
}
