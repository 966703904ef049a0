import { partnershipRequestEntity } from '@kigali/domain';
import { defineCollection } from './collection';
import { NEWEST_FIRST } from './paging';

export const partnershipRequests = defineCollection({
  name: 'partnership_requests',
  entity: partnershipRequestEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at' },
});
