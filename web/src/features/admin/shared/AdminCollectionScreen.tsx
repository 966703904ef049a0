import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';
import { AdminSection } from './AdminSection';
import type { SaveOutcome, useAdminWrites } from './useAdminCollection';
import { FormChangesContext } from './useUnsavedChangesWarning';

/** The headings and buttons of a collection screen; each screen's messages have these. */
export type AdminScreenMessages = {
  pageTitle: string;
  add: string;
  createHeading: string;
  editHeading: string;
  listTitle: string;
};

/** What a screen's form receives: the item in edit mode (null to create), its save and its Cancel. */
export type AdminFormProps<T, V> = {
  item: T | null;
  onSave: (values: V) => Promise<SaveOutcome>;
  onCancel: () => void;
};

type Props<T extends { id: string }, V> = {
  collection: Pick<ReturnType<typeof useAdminWrites<T, V>>, 'editor' | 'save'>;
  messages: AdminScreenMessages;
  /** The create/edit form; it is remounted for each item so it starts from the right values. */
  renderForm: (props: AdminFormProps<T, V>) => ReactNode;
  /** Search box and filters above the list. */
  toolbar?: ReactNode;
  /** The list: its rows, or what shows instead of them. */
  children: ReactNode;
};

/**
 * Every collection screen (docs/product.md#admin-screens): the heading with its Add button, the form in create
 * or edit mode, then the list. Edit scrolls the form into view and focuses its first field; Add and
 * Edit ask first when the form holds unsaved changes.
 */
export function AdminCollectionScreen<T extends { id: string }, V>({
  collection,
  messages: t,
  renderForm,
  toolbar,
  children,
}: Props<T, V>) {
  const { editing, formKey, formRef, formChangesRef, startCreate, resetToCreate } = collection.editor;
  return (
    <AdminSection
      title={t.pageTitle}
      actions={<Button onClick={startCreate}>{t.add}</Button>}
      formTitle={editing ? t.editHeading : t.createHeading}
      form={
        <div ref={formRef} key={formKey}>
          <FormChangesContext value={formChangesRef}>
            {renderForm({ item: editing, onSave: collection.save, onCancel: resetToCreate })}
          </FormChangesContext>
        </div>
      }
      listTitle={t.listTitle}
      toolbar={toolbar}
    >
      {children}
    </AdminSection>
  );
}
