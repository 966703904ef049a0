import type { ComponentProps, ReactNode } from 'react';
import {
  AdminCollectionScreen,
  type AdminFormProps,
  type AdminScreenMessages,
} from './AdminCollectionScreen';
import { PagedAdminRows } from './PagedAdminRows';
import type { useAdminWrites } from './useAdminCollection';
import type { PagedAdminList } from './usePagedAdminList';

/**
 * A collection screen whose list is read a page at a time (products, services, categories, job
 * postings, publications, partners): the heading, the form and the toolbar of
 * AdminCollectionScreen, then the rows loaded so far with "Load more".
 */
export function PagedCollectionScreen<T extends { id: string }, V, Row = T>({
  collection,
  messages,
  renderForm,
  toolbar,
  list,
  filtered,
  status,
  children,
}: {
  collection: Pick<ReturnType<typeof useAdminWrites<T, V>>, 'editor' | 'save'>;
  /** The screen's headings and buttons, and its empty text. */
  messages: AdminScreenMessages & { empty: string };
  renderForm: (props: AdminFormProps<T, V>) => ReactNode;
  toolbar?: ReactNode;
  /** The rows listed: the items edited, or what the list reads of them (products without their category's name). */
  list: PagedAdminList<Row>;
  /** Whether a search or filter is on (an empty list then means nothing matches). */
  filtered?: boolean;
  status: ComponentProps<typeof PagedAdminRows<Row>>['status'];
  /** One `<li>` per item. */
  children: (item: Row) => ReactNode;
}) {
  return (
    <AdminCollectionScreen
      collection={collection}
      messages={messages}
      renderForm={renderForm}
      toolbar={toolbar}
    >
      <PagedAdminRows list={list} filtered={filtered} emptyText={messages.empty} status={status}>
        {children}
      </PagedAdminRows>
    </AdminCollectionScreen>
  );
}
