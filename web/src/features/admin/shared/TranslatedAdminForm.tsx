import type { TranslatableCollection } from '@kigali/domain';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormButtons, type useAdminForm } from './admin-form';
import { LanguageTabs } from './LanguageTabs';
import type { TranslatedFieldLabels } from './TranslatedFields';

/**
 * An admin form of a translatable collection (hero slides, job postings, publications, services):
 * its English fields in a two-column grid, in the first of the language tabs, and its buttons under
 * the tabs.
 */
export function TranslatedAdminForm<Input extends FieldValues, Output, C extends TranslatableCollection>({
  form,
  collection,
  labels,
  isEditing,
  onCancel,
  onSubmit = form.onSubmit,
  children,
}: {
  form: ReturnType<typeof useAdminForm<Input, Output>>;
  collection: C;
  /** The English labels of the collection's translatable fields; each tab adds its language. */
  labels: TranslatedFieldLabels<C>;
  isEditing: boolean;
  onCancel: () => void;
  /** The form's submit, when it checks something first; the form's own otherwise. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The English fields. */
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <LanguageTabs form={form} collection={collection} labels={labels} className="grid gap-4 md:grid-cols-2">
        {children}
      </LanguageTabs>
      <FormButtons isEditing={isEditing} isSubmitting={form.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
