import { LIMITS, serviceEntity, type Service } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { parseDocuments } from './documents';

const COLLECTION = 'services';

export const serviceKeys = {
  all: ['services'] as const,
  featured: () => [...serviceKeys.all, 'featured'] as const,
};

/** The newest services shown on the home page (spec section 7: limit 6). */
export const featuredServicesQuery = () =>
  queryOptions({
    queryKey: serviceKeys.featured(),
    queryFn: async (): Promise<Service[]> => {
      const { db, sdk } = await loadFirestore();
      const snapshot = await sdk.getDocs(
        sdk.query(
          sdk.collection(db, COLLECTION),
          sdk.orderBy('created_at', 'desc'),
          sdk.limit(LIMITS.featuredServices),
        ),
      );
      return parseDocuments(serviceEntity, snapshot);
    },
  });
