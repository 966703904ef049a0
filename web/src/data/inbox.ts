import { SUBMISSION_COLLECTIONS, type SubmissionCollection } from '@kigali/domain';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { collectionPagedList, type AdminPagedList, type PagedCollection } from './admin-paging';
import { contactMessages } from './contact-messages';
import { partnershipRequests } from './partnership-requests';

/**
 * The admin inbox's lists. They live here, not in the collections' modules, so the public forms, which
 * load those modules to submit, do not load the admin's paged reads.
 *
 * What the admin inbox reads and writes of one kind of submission (contact messages, partnership
 * requests): its pages newest first, its total, and `handled` once someone has answered it.
 */
export type InboxList<T> = {
  /** The collection, also whose notification e-mails "Send again" sends. */
  collection: SubmissionCollection;
  /** Stale after any change to the collection. */
  key: QueryKey;
  /** Its pages, newest first, and its total. */
  list: AdminPagedList<T>;
  /** The only change the rules allow an admin on a message or request. */
  markHandled: (id: string) => Promise<void>;
};

/** The parts of a submission collection (see `defineCollection`) the inbox uses. */
type SubmissionsCollection<T> = PagedCollection<T> & {
  name: SubmissionCollection;
  keys: { all: QueryKey; of: (...parts: string[]) => QueryKey };
  update: (id: string, fields: { handled: true }) => Promise<void>;
};

function inboxList<T>(collection: SubmissionsCollection<T>): InboxList<T> {
  return {
    collection: collection.name,
    key: collection.keys.all,
    list: collectionPagedList(collection.keys.of('inbox'), collection),
    markHandled: (id) => collection.update(id, { handled: true }),
  };
}

/** The contact messages, newest first, a page at a time, each marked handled once answered. */
export const contactMessagesInbox = inboxList(contactMessages);

/** The partnership requests, newest first, a page at a time, each marked handled once dealt with. */
export const partnershipRequestsInbox = inboxList(partnershipRequests);

/**
 * How many submissions of the three forms the mail throttle held back (their delivery "throttled"),
 * for the inbox to offer to mail them. Read from the server, so that it is 0 once they are sent.
 */
export const heldSubmissionsQuery = () =>
  queryOptions({
    queryKey: ['held-submissions'] as const,
    staleTime: 0,
    queryFn: async (): Promise<number> => {
      const { db, sdk } = await loadFirestore();
      const counts = await Promise.all(
        SUBMISSION_COLLECTIONS.map(async (name) => {
          const held = sdk.query(sdk.collection(db, name), sdk.where('delivery.state', '==', 'throttled'));
          return (await sdk.getCountFromServer(held)).data().count;
        }),
      );
      return counts.reduce((total, count) => total + count, 0);
    },
  });
