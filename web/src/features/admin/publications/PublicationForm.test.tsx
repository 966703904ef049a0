import {
  PUBLISH_AT_INVALID,
  type Publication,
  type ScheduledPublicationForm as PublicationFormValues,
} from '@kigali/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  renderAdminForm,
  renderWithAdminProviders,
} from '@/features/admin/shared/render-with-admin-providers';
import type { SaveOutcome } from '@/features/admin/shared/useAdminCollection';
import { PublicationForm } from './PublicationForm';

const published: Publication = {
  id: 'pub-1',
  title: 'Wi-Fi 6 for offices',
  content: 'Body',
  excerpt: null,
  category: 'Technology Trends',
  image_url: null,
  is_published: true,
  author_id: 'demo-admin',
  published_at: new Date('2026-01-15T09:00:00Z'),
  created_at: null,
  updated_at: null,
};

const saved: SaveOutcome = { saved: true };

describe('PublicationForm', () => {
  it('writes a new article as a draft, with empty optional fields stored as null', async () => {
    const { user, onSave } = renderAdminForm<PublicationFormValues>((form) => (
      <PublicationForm item={null} {...form} />
    ));
    expect(screen.getByRole('checkbox', { name: 'Published' })).not.toBeChecked();
    await user.type(screen.getByLabelText('Title'), 'Opening hours');
    await user.selectOptions(screen.getByLabelText('Category'), 'Company News');
    await user.type(screen.getByLabelText('Content'), 'We open at 8.');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      title: 'Opening hours',
      content: 'We open at 8.',
      category: 'Company News',
      excerpt: null,
      image_url: null,
      is_published: false,
      publish_at: null,
    });
  });

  it('shows the documented messages under the fields', async () => {
    const { user, onSave } = renderAdminForm<PublicationFormValues>((form) => (
      <PublicationForm item={null} {...form} />
    ));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('starts an edit from the article', () => {
    renderWithAdminProviders(
      <PublicationForm item={published} onSave={async () => saved} onCancel={() => {}} />,
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Wi-Fi 6 for offices');
    expect(screen.getByLabelText('Category')).toHaveValue('Technology Trends');
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});

describe('PublicationForm: Publish at', () => {
  const fillArticle = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText('Title'), 'Opening hours');
    await user.selectOptions(screen.getByLabelText('Category'), 'Company News');
    await user.type(screen.getByLabelText('Content'), 'We open at 8.');
  };
  const publishAt = () => screen.getByLabelText('Publish at (Kigali time)');

  it('is shown only for a published article, and empty means now (null)', async () => {
    const { user, onSave } = renderAdminForm<PublicationFormValues>((form) => (
      <PublicationForm item={null} {...form} />
    ));
    expect(screen.queryByLabelText('Publish at (Kigali time)')).not.toBeInTheDocument();
    await fillArticle(user);
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    expect(publishAt()).toHaveValue('');
    expect(publishAt()).toHaveAttribute('type', 'datetime-local');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ is_published: true, publish_at: null });
  });

  it('schedules the article at the chosen Kigali time', async () => {
    const { user, onSave } = renderAdminForm<PublicationFormValues>((form) => (
      <PublicationForm item={null} {...form} />
    ));
    await fillArticle(user);
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    fireEvent.change(publishAt(), { target: { value: '2027-03-01T09:00:00' } });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].publish_at).toEqual(new Date('2027-03-01T07:00:00Z'));
  });

  it('says under the field when a date and time is typed only in part, and saves nothing', async () => {
    const { user, onSave } = renderAdminForm<PublicationFormValues>((form) => (
      <PublicationForm item={null} {...form} />
    ));
    await fillArticle(user);
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    // The browser reports a part-typed date and time as an empty value, marked badInput.
    Object.defineProperty(publishAt(), 'validity', { value: { badInput: true } });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(PUBLISH_AT_INVALID)).toBeInTheDocument();
    expect(publishAt()).toHaveAccessibleDescription(expect.stringContaining(PUBLISH_AT_INVALID));
    expect(onSave).not.toHaveBeenCalled();

    // Unpublished, the bad time is no longer part of the form: the draft is saved.
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ is_published: false, publish_at: null });
  });

  it("shows a published article's stored time, in Kigali time", async () => {
    renderWithAdminProviders(
      <PublicationForm item={published} onSave={async () => saved} onCancel={() => {}} />,
    );
    // Browsers leave out seconds that are zero.
    expect((publishAt() as HTMLInputElement).value).toMatch(/^2026-01-15T11:00(:00)?$/);
  });
});
