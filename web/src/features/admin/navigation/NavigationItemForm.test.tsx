import type { NavigationItem, NavigationItemForm as NavigationItemFormValues } from '@kigali/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  renderAdminForm,
  renderWithAdminProviders,
} from '@/features/admin/shared/render-with-admin-providers';
import type { SaveOutcome } from '@/features/admin/shared/useAdminCollection';
import { NavigationItemForm } from './NavigationItemForm';

const item = (
  id: string,
  label: string,
  order_index: number,
  parent_id: string | null = null,
): NavigationItem => ({
  id,
  label,
  path: `/${id}`,
  parent_id,
  order_index,
  is_active: true,
});
const saved: SaveOutcome = { saved: true };
const topLevel = [item('home', 'Home', 0), item('focus', 'Focus Areas', 1)];

const optionLabels = () =>
  [...(screen.getByLabelText('Parent') as HTMLSelectElement).options].map((option) => option.textContent);

describe('NavigationItemForm', () => {
  it('starts a new item last, active and top-level, and saves it', async () => {
    const onSave = vi.fn(async (_values: NavigationItemFormValues) => saved);
    renderWithAdminProviders(
      <NavigationItemForm
        item={null}
        parents={topLevel}
        nextOrderIndex={5}
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByLabelText('Order')).toHaveValue(5);
    expect(screen.getByLabelText('Active')).toBeChecked();
    expect(screen.getByLabelText('Parent')).toHaveValue('');
    expect(optionLabels()).toEqual(['None (top level)', 'Home', 'Focus Areas']);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Label'), 'News');
    await user.type(screen.getByLabelText('Path'), '/news');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      label: 'News',
      path: '/news',
      parent_id: null,
      order_index: 5,
      is_active: true,
    });
  });

  it('follows the item count that arrives with the list until the admin types an order', async () => {
    function LoadingList() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount((value) => value + 3)}>
            list loaded
          </button>
          <NavigationItemForm
            item={null}
            parents={[]}
            nextOrderIndex={count}
            onSave={async () => saved}
            onCancel={() => {}}
          />
        </>
      );
    }
    renderWithAdminProviders(<LoadingList />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Label'), 'News');
    await user.click(screen.getByRole('button', { name: 'list loaded' }));
    expect(screen.getByLabelText('Order')).toHaveValue(3);
    expect(screen.getByLabelText('Label')).toHaveValue('News');
    await user.clear(screen.getByLabelText('Order'));
    await user.type(screen.getByLabelText('Order'), '1');
    await user.click(screen.getByRole('button', { name: 'list loaded' }));
    expect(screen.getByLabelText('Order')).toHaveValue(1);
  });

  it('does not offer an item as its own parent', () => {
    renderWithAdminProviders(
      <NavigationItemForm
        item={topLevel[1]!}
        parents={topLevel}
        nextOrderIndex={9}
        onSave={async () => saved}
        onCancel={() => {}}
      />,
    );
    expect(optionLabels()).toEqual(['None (top level)', 'Home']);
  });

  it('starts an edit from the item, its parent selected', () => {
    renderWithAdminProviders(
      <NavigationItemForm
        item={item('trainings', 'Trainings', 0, 'focus')}
        parents={topLevel}
        nextOrderIndex={9}
        onSave={async () => saved}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByLabelText('Parent')).toHaveValue('focus');
    expect(screen.getByLabelText('Label')).toHaveValue('Trainings');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('shows the documented messages for an empty label and path', async () => {
    const { user, onSave } = renderAdminForm<NavigationItemFormValues>((form) => (
      <NavigationItemForm item={null} parents={[]} nextOrderIndex={0} {...form} />
    ));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Label is required')).toBeInTheDocument();
    expect(screen.getByText('Path is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
