import { infiniteQueryOptions, QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPagedList } from '@/data/admin-paging';
import type { Page, PageCursor } from '@/data/paging';
import { adminMessages } from '@/i18n/admin';
import { PagedAdminRows } from './PagedAdminRows';
import { usePagedAdminList } from './usePagedAdminList';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => vi.restoreAllMocks());

type Thing = { id: string; name: string };

/** A collection held in memory, read two at a time the way the admin's paged lists read Firestore. */
function thingsList(store: Thing[], fail = false): AdminPagedList<Thing> {
  return {
    pages: infiniteQueryOptions({
      queryKey: ['things', 'admin', 'pages', {}] as readonly unknown[],
      initialPageParam: null as PageCursor | null,
      queryFn: ({ pageParam }): Promise<Page<Thing>> => {
        if (fail) return Promise.reject(new Error('permission-denied'));
        const start = pageParam ? store.findIndex((thing) => thing.id === pageParam.id) + 1 : 0;
        const last = store[start + 1];
        return Promise.resolve({
          items: store.slice(start, start + 2),
          next: store.length > start + 2 && last ? { value: null, id: last.id } : null,
        });
      },
      getNextPageParam: (page) => page.next,
    }),
    count: queryOptions({
      queryKey: ['things', 'admin', 'count', {}] as readonly unknown[],
      queryFn: (): Promise<number | null> => Promise.resolve(store.length),
    }),
  };
}

function Things({ list, filtered = false }: { list: AdminPagedList<Thing>; filtered?: boolean }) {
  const paged = usePagedAdminList(list, 'Failed to fetch things');
  return (
    <PagedAdminRows
      list={paged}
      filtered={filtered}
      emptyText="No things yet."
      status={adminMessages.paging.partners}
    >
      {(thing) => <li key={thing.id}>{thing.name}</li>}
    </PagedAdminRows>
  );
}

function renderThings(list: AdminPagedList<Thing>, filtered = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Things list={list} filtered={filtered} />
    </QueryClientProvider>,
  );
  return client;
}

const things = (...names: string[]) => names.map((name, index) => ({ id: `t${index}`, name }));

describe('a paged admin list', () => {
  it('shows the first page with the total, and "Load more" brings the rest with focus on the first new row', async () => {
    renderThings(thingsList(things('Alpha', 'Beta', 'Gamma')));
    expect(await screen.findByText('Showing 2 of 3 partners')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Alpha', 'Beta']);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 3 of 3 partners')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(screen.getByText('Gamma')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('reads every loaded page and the total again after a change to the collection', async () => {
    const store = things('Alpha', 'Beta', 'Gamma');
    const client = renderThings(thingsList(store));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 3 of 3 partners');

    store[2] = { id: 't2', name: 'Gamma renamed' };
    store.push({ id: 't3', name: 'Delta' });
    await act(() => client.invalidateQueries({ queryKey: ['things'] }));
    // The second page is read again from where the first now ends, so it holds the new one too.
    expect(await screen.findByText('Showing 4 of 4 partners')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'Alpha',
      'Beta',
      'Gamma renamed',
      'Delta',
    ]);
  });

  it('says the list is empty, or that nothing matches while a filter is on', async () => {
    renderThings(thingsList([]));
    expect(await screen.findByText('No things yet.')).toBeInTheDocument();
    renderThings(thingsList([]), true);
    expect(await screen.findByText('Nothing matches your search.')).toBeInTheDocument();
  });

  it('toasts a failed read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderThings(thingsList(things('Alpha'), true));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to fetch things'));
  });
});
