import { contactMessageEntity } from '@kigali/domain';
import { defineCollection } from './collection';
import { NEWEST_FIRST } from './paging';

export const contactMessages = defineCollection({
  name: 'contact_messages',
  entity: contactMessageEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at' },
});
