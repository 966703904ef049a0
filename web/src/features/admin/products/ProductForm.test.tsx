import type { ProductCategory, ProductWithCategory } from '@kigali/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdminProviders } from '@/features/admin/shared/render-with-admin-providers';
import type { SaveOutcome } from '@/features/admin/shared/useAdminCollection';
import { ProductForm } from './ProductForm';

const categories: ProductCategory[] = [
  { id: 'cat-cctv', name: 'CCTV Cameras', is_active: true },
  { id: 'cat-networking', name: 'Networking', is_active: true },
];

const existing: ProductWithCategory = {
  id: 'prod-router',
  name: 'Mikrotik Router',
  slug: 'mikrotik-router',
  category_id: 'cat-networking',
  category_name: 'Networking',
  description: 'A small office router.',
  price: 120000,
  stock_status: 'pre_order',
  specifications: { Ports: '5 x Gigabit' },
  image_url: '/images/seed/products/router.webp',
  currency: 'RWF',
  created_at: null,
  updated_at: null,
};

function setup(product: ProductWithCategory | null = null, outcome: SaveOutcome = { saved: true }) {
  const onSave = vi.fn(async () => outcome);
  const onCancel = vi.fn();
  renderWithAdminProviders(
    <ProductForm product={product} categories={categories} onSave={onSave} onCancel={onCancel} />,
  );
  return { user: userEvent.setup(), onSave, onCancel };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ubiquiti UniFi AP 6 Lite!');
  await user.selectOptions(screen.getByLabelText('Category'), 'cat-networking');
  await user.type(screen.getByLabelText('Description'), 'Wi-Fi 6 ceiling access point.');
  await user.type(screen.getByLabelText('Price (RWF)'), '185000');
}

describe('ProductForm', () => {
  it('shows the documented messages under the fields and does not save an invalid form', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Slug is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Price must be a positive number')).toBeInTheDocument();
    expect(screen.getByLabelText('Price (RWF)')).toHaveAccessibleDescription(
      'Price must be a positive number',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a negative price and offers whole-number steps', async () => {
    const { user, onSave } = setup();
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Price (RWF)'));
    await user.type(screen.getByLabelText('Price (RWF)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Price must be a positive number')).toBeInTheDocument();
    expect(screen.getByLabelText('Price (RWF)')).toHaveAttribute('step', '1');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('derives the slug from the name until the slug is edited, and again once it is cleared', async () => {
    const { user } = setup();
    const name = screen.getByLabelText('Name');
    const slug = screen.getByLabelText('Slug');
    await user.type(name, 'Ubiquiti UniFi AP 6 Lite!');
    expect(slug).toHaveValue('ubiquiti-unifi-ap-6-lite');

    await user.clear(slug);
    await user.type(slug, 'unifi-ap');
    await user.type(name, ' Pack');
    expect(slug).toHaveValue('unifi-ap');

    await user.clear(slug);
    await user.type(name, 's');
    expect(slug).toHaveValue('ubiquiti-unifi-ap-6-lite-packs');
  });

  it('saves the parsed product with specification rows as a map, blank rows dropped', async () => {
    const { user, onSave } = setup();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Stock Status'), 'Out of Stock');
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.type(screen.getByLabelText('Specification 1 name'), 'Range');
    await user.type(screen.getByLabelText('Specification 1 value'), '100 m');
    await user.type(screen.getByLabelText('Specification 2 name'), 'Removed');
    await user.click(screen.getByRole('button', { name: 'Remove specification 2' }));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      {
        name: 'Ubiquiti UniFi AP 6 Lite!',
        slug: 'ubiquiti-unifi-ap-6-lite',
        category_id: 'cat-networking',
        description: 'Wi-Fi 6 ceiling access point.',
        price: 185000,
        stock_status: 'out_of_stock',
        specifications: { Range: '100 m' },
        image_url: null,
      },
      null,
    );
  });

  it('asks for a name on a specification that has a value, and refuses a repeated name', async () => {
    const { user, onSave } = setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.type(screen.getByLabelText('Specification 1 value'), 'orphan value');
    await user.type(screen.getByLabelText('Specification 2 name'), 'Power');
    await user.type(screen.getByLabelText('Specification 3 name'), 'power');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Give the specification a name')).toBeInTheDocument();
    expect(screen.getByLabelText('Specification 3 name')).toHaveAccessibleDescription(
      'This name is already used above',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a taken slug under the slug field and keeps what was typed', async () => {
    const { user, onSave } = setup(null, { saved: false, taken: 'slug' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(
      await screen.findByText('Another product already uses this slug. Choose a different one.'),
    ).toBeVisible();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Name')).toHaveValue('Ubiquiti UniFi AP 6 Lite!');
    expect(screen.getByLabelText('Slug')).toHaveFocus();
  });

  it('reads "Submitting..." and is disabled while saving', async () => {
    let finish: (outcome: SaveOutcome) => void = () => {};
    const onSave = vi.fn(() => new Promise<SaveOutcome>((resolve) => (finish = resolve)));
    renderWithAdminProviders(
      <ProductForm product={null} categories={categories} onSave={onSave} onCancel={() => {}} />,
    );
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    finish({ saved: true });
    expect(await screen.findByRole('button', { name: 'Create Product' })).toBeEnabled();
  });

  it('starts edit mode from the stored product, keeps its slug when renamed, and cancels', async () => {
    const { user, onSave, onCancel } = setup(existing);
    expect(screen.getByLabelText('Name')).toHaveValue('Mikrotik Router');
    expect(screen.getByLabelText('Category')).toHaveValue('cat-networking');
    expect(screen.getByLabelText('Stock Status')).toHaveValue('pre_order');
    expect(screen.getByLabelText('Specification 1 name')).toHaveValue('Ports');
    expect(screen.getByLabelText('Specification 1 value')).toHaveValue('5 x Gigabit');

    await user.type(screen.getByLabelText('Name'), ' Pro');
    expect(screen.getByLabelText('Slug')).toHaveValue('mikrotik-router');
    await user.clear(screen.getByLabelText('Price (RWF)'));
    await user.type(screen.getByLabelText('Price (RWF)'), '130000');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({
        name: 'Mikrotik Router Pro',
        price: 130000,
        specifications: { Ports: '5 x Gigabit' },
        image_url: '/images/seed/products/router.webp',
      }),
      null,
    ]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('edits the specifications’ names and values in French with the keyboard, and saves them as a map', async () => {
    const { user, onSave } = setup(existing);
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Français' })).toHaveAttribute('aria-selected', 'true');
    const french = screen.getByRole('group', { name: 'Specifications (French)' });
    expect(french).toHaveTextContent(
      'Once any are filled in, these replace all the English specifications for visitors reading French',
    );
    expect(french).toHaveTextContent('None yet: visitors reading French see the English specifications.');

    screen.getByRole('button', { name: 'Add specification (French)' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Specification 1 name (French)')).toHaveAttribute('lang', 'fr');
    await user.click(screen.getByLabelText('Specification 1 name (French)'));
    await user.keyboard('Ports');
    await user.tab();
    expect(screen.getByLabelText('Specification 1 value (French)')).toHaveFocus();
    await user.keyboard('5 × Gigabit');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({
        specifications: { Ports: '5 x Gigabit' },
        translations: { fr: { specifications: { Ports: '5 × Gigabit' } } },
      }),
      null,
    ]);
  });

  it('starts each language’s specifications from the stored ones, and refuses a repeated translated name in its tab', async () => {
    const { user, onSave } = setup({
      ...existing,
      translations: { rw: { specifications: { Imiyoboro: '5 x Gigabit' } } },
    });
    await user.click(screen.getByRole('tab', { name: 'Ikinyarwanda' }));
    expect(screen.getByLabelText('Specification 1 name (Kinyarwanda)')).toHaveValue('Imiyoboro');
    expect(screen.getByLabelText('Specification 1 value (Kinyarwanda)')).toHaveValue('5 x Gigabit');
    await user.click(screen.getByRole('button', { name: 'Add specification (Kinyarwanda)' }));
    await user.type(screen.getByLabelText('Specification 2 name (Kinyarwanda)'), 'imiyoboro');
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    await waitFor(() => expect(screen.getByLabelText('Specification 2 name (Kinyarwanda)')).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'Ikinyarwanda' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Specification 2 name (Kinyarwanda)')).toHaveAccessibleDescription(
      'This name is already used above',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers the edited product’s category even when it is hidden now', () => {
    setup({ ...existing, category_id: 'cat-solar', category_name: 'Solar Power' });
    expect(screen.getByLabelText('Category')).toHaveValue('cat-solar');
    expect(screen.getByRole('option', { name: 'Solar Power' })).toBeInTheDocument();
  });
});
