import type { QueryClient } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { activeProductCategoriesQuery } from './product-categories';
import { productBySlugQuery, productsQuery } from './products';
import { serviceBySlugQuery, servicesQuery, trainingsQuery } from './services';

/**
 * Reads the whole public catalogue (products, active categories, services and trainings), so
 * Firestore's persistent cache holds every document and the pages work offline, a product never
 * opened and every page of the paged products list included (docs/architecture.md#offline). Each
 * product's and service's detail query is filled from the lists, so detail pages open without
 * another read. Returns the catalogue's image addresses, for the service worker to cache.
 */
export async function warmCatalogue(queryClient: QueryClient): Promise<string[]> {
  // The cache to fill is the full SDK's: once it is started, the reads below go through it.
  await loadFirestore();
  const [products, services] = await Promise.all([
    queryClient.fetchQuery(productsQuery()),
    queryClient.fetchQuery(servicesQuery()),
    queryClient.prefetchQuery(activeProductCategoriesQuery()),
    queryClient.prefetchQuery(trainingsQuery()),
  ]);
  for (const product of products)
    queryClient.setQueryData(productBySlugQuery(product.slug).queryKey, product);
  for (const service of services)
    queryClient.setQueryData(serviceBySlugQuery(service.slug).queryKey, service);
  return [...products, ...services].flatMap((item) => (item.image_url ? [item.image_url] : []));
}
