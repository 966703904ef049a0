import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_LENGTH,
  productCategorySchema,
  translationFormValues,
  VALIDATION,
  type ProductCategoryForm,
  type ProductCategoryFormInput,
} from '@kigali/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '@/ui/Field';
import { FormButtons, useAdminForm } from './admin-form';
import { LanguageTabs } from './LanguageTabs';
import { renderWithAdminProviders } from './render-with-admin-providers';
import type { SaveOutcome } from './useAdminCollection';

/** A form with one translatable field (a category's name), as the admin forms declare theirs. */
function NameForm({ onSave }: { onSave: (values: ProductCategoryForm) => Promise<SaveOutcome> }) {
  const form = useAdminForm<ProductCategoryFormInput, ProductCategoryForm>({
    resolver: zodResolver(productCategorySchema),
    defaultValues: { name: '', is_active: true, translations: translationFormValues('product_categories') },
    onSave,
  });
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <LanguageTabs form={form} collection="product_categories" labels={{ name: { label: 'Name' } }}>
        <TextField label="Name" {...form.field('name')} />
      </LanguageTabs>
      <FormButtons isEditing={false} isSubmitting={form.isSubmitting} onCancel={() => {}} />
    </form>
  );
}

function setup() {
  const onSave = vi.fn(async (_values: ProductCategoryForm): Promise<SaveOutcome> => ({ saved: true }));
  renderWithAdminProviders(<NameForm onSave={onSave} />);
  return { user: userEvent.setup(), onSave };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const tooLongName = 'x'.repeat(MAX_LENGTH.name + 1);
const errorNote = 'Some fields in this language need attention';

describe('LanguageTabs', () => {
  it('shows the English fields first, in a panel labelled by its tab, and names each language in itself', () => {
    setup();
    expect(screen.getByRole('tablist', { name: 'Language of the texts' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((each) => each.textContent)).toEqual([
      'English',
      'Français',
      'Ikinyarwanda',
    ]);
    expect(tab('English')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'English' })).toContainElement(screen.getByLabelText('Name'));
    expect(screen.getByText('Français')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Ikinyarwanda')).toHaveAttribute('lang', 'rw');
  });

  it('moves between the tabs with the arrow keys, Home and End, one tab in the Tab order', async () => {
    const { user } = setup();
    await user.click(tab('English'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Français')).toHaveFocus();
    expect(tab('Français')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((each) => each.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Français' })).toContainElement(
      screen.getByLabelText('Name (French)'),
    );
    await user.keyboard('{ArrowRight}');
    expect(tab('Ikinyarwanda')).toHaveFocus();
    expect(screen.getByLabelText('Name (Kinyarwanda)')).toHaveAttribute('lang', 'rw');
    await user.keyboard('{ArrowRight}');
    expect(tab('English')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Ikinyarwanda')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('English')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Ikinyarwanda')).toHaveFocus();
  });

  it('keeps what was typed in each language, says empty fields show the English, and saves the translations', async () => {
    const { user, onSave } = setup();
    await user.type(screen.getByLabelText('Name'), 'Networking');
    await user.click(tab('Français'));
    expect(
      screen.getByText('Visitors reading French see the English text wherever a field here is left empty.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name (French)'), 'Réseaux');
    expect(screen.getByLabelText('Name (French)')).toHaveAttribute('lang', 'fr');
    await user.click(tab('English'));
    expect(screen.getByLabelText('Name')).toHaveValue('Networking');
    await user.click(tab('Français'));
    expect(screen.getByLabelText('Name (French)')).toHaveValue('Réseaux');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      name: 'Networking',
      is_active: true,
      translations: { fr: { name: 'Réseaux' } },
    });
  });

  it('on a submit with an error in a hidden tab, marks that tab, shows it and focuses the field', async () => {
    const { user, onSave } = setup();
    await user.type(screen.getByLabelText('Name'), 'Networking');
    await user.click(tab('Ikinyarwanda'));
    await user.click(screen.getByLabelText('Name (Kinyarwanda)'));
    await user.paste(tooLongName);
    await user.click(tab('English'));
    expect(tab('Ikinyarwanda')).not.toHaveAccessibleDescription(errorNote);

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByLabelText('Name (Kinyarwanda)')).toHaveFocus());
    expect(tab('Ikinyarwanda')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Ikinyarwanda')).toHaveAccessibleDescription(errorNote);
    expect(tab('English')).not.toHaveAccessibleDescription(errorNote);
    expect(tab('Français')).not.toHaveAccessibleDescription(errorNote);
    expect(screen.getByLabelText('Name (Kinyarwanda)')).toHaveAccessibleDescription(
      VALIDATION.tooLong(MAX_LENGTH.name),
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('goes back to English for an English error, and stays on a translation that has one of its own', async () => {
    const { user, onSave } = setup();
    await user.click(tab('Français'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(tab('English')).toHaveAttribute('aria-selected', 'true');
    expect(tab('English')).toHaveAccessibleDescription(errorNote);

    await user.click(tab('Français'));
    await user.click(screen.getByLabelText('Name (French)'));
    await user.paste(tooLongName);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByLabelText('Name (French)')).toHaveFocus());
    expect(tab('Français')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Français')).toHaveAccessibleDescription(errorNote);
    expect(tab('English')).toHaveAccessibleDescription(errorNote);
    expect(onSave).not.toHaveBeenCalled();
  });
});
