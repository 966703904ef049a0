import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrderedList } from './OrderedList';
import type { OrderUpdate } from './reorder';
import { renderWithAdminProviders } from './render-with-admin-providers';
import { useAdminCollection } from './useAdminCollection';

type Item = { id: string; label: string };
const items: Item[] = [
  { id: 'a', label: 'Home' },
  { id: 'b', label: 'About' },
  { id: 'c', label: 'Contact' },
];
const messages = {
  fetchFailed: 'Failed to fetch',
  created: 'Created',
  updated: 'Updated',
  saveFailed: 'Failed to save',
  deleted: 'Deleted',
  deleteFailed: 'Failed to delete',
  empty: 'Nothing yet.',
  orderUpdated: 'Order updated',
  orderFailed: 'Failed to update order',
};

const listOf = (rows: Item[]) =>
  queryOptions({ queryKey: ['ordered-list-test', rows.length], queryFn: async () => rows });

function Screen({
  rows = items,
  saveOrder = vi.fn(),
  remove = async () => {},
}: {
  rows?: Item[];
  saveOrder?: (order: OrderUpdate[]) => Promise<unknown>;
  remove?: (item: Item) => Promise<unknown>;
}) {
  const collection = useAdminCollection({
    collection: 'navigation_items',
    list: listOf(rows),
    invalidates: [],
    create: async (_values: unknown) => {},
    update: async () => {},
    remove,
    messages,
  });
  return (
    <OrderedList
      collection={collection}
      nameOf={(item) => item.label}
      saveOrder={saveOrder}
      messages={messages}
    >
      {(item) => <span>{item.label}</span>}
    </OrderedList>
  );
}

describe('OrderedList', () => {
  it('saves the whole list renumbered after a move, every row waiting until it is saved', async () => {
    let finish = () => {};
    const saveOrder = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithAdminProviders(<Screen saveOrder={saveOrder} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Move About up' }));

    await waitFor(() =>
      expect(saveOrder).toHaveBeenCalledWith([
        { id: 'b', order_index: 0 },
        { id: 'a', order_index: 1 },
        { id: 'c', order_index: 2 },
      ]),
    );
    for (const name of ['Move Contact up', 'Edit Home', 'Delete Contact']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Contact up' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Edit Home' })).toBeEnabled();
  });

  it("links each row to its history, by the row's collection and id", async () => {
    renderWithAdminProviders(<Screen />);
    expect(await screen.findByRole('link', { name: 'History of About' })).toHaveAttribute(
      'href',
      '/admin/history/navigation_items/b',
    );
  });

  it('says a delete goes to the trash for 30 days, and deletes only once confirmed', async () => {
    const remove = vi.fn(async () => {});
    renderWithAdminProviders(<Screen remove={remove} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to the trash?' });
    expect(dialog).toHaveTextContent(
      'It goes to the trash for 30 days, and can be restored from there until then.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Contact' }));
    await user.click(await screen.findByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(items[2]));
  });

  it('shows the empty text when there is nothing to order', async () => {
    renderWithAdminProviders(<Screen rows={[]} />);
    expect(await screen.findByText('Nothing yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
