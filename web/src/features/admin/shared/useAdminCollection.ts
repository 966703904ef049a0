import type { ContentCollection } from '@kigali/domain';
import { useMutation, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { adminHref } from '@/features/admin/screens';
import { historyKeys } from '@/data/document-versions';
import { trashKeys } from '@/data/trash';
import { FieldTakenError } from '@/data/write-errors';
import { adminMessages } from '@/i18n/admin';
import { notifyFailure, notifySuccess, useFetchFailureToast } from './admin-toast';
import type { ConfirmOptions } from './ConfirmDialog';
import { useConfirm } from './confirm';
import { useEditMode } from './useEditMode';
import { useRowChange } from './useRowChange';

/** The delete confirmation of every content screen: the item goes to the trash, restorable. */
export const trashConfirm = (): ConfirmOptions => {
  const { title, text, confirm } = adminMessages.editorial.deleteConfirm;
  return { title, text, confirmLabel: confirm };
};

/** What an admin screen tells its user; each screen's messages (docs/product.md#messages) have these. */
export type AdminCollectionMessages = {
  fetchFailed: string;
  created: string;
  updated: string;
  /** A text, or one built from the error ("Failed to save product: Failed to upload image"). */
  saveFailed: string | ((error: unknown) => string);
  deleted: string;
  deleteFailed: string;
};

type WriteOptions<T extends { id: string }, V> = {
  /** The content collection the screen edits: its rows link to their history, deletes go to its trash. */
  collection: ContentCollection;
  /** Every key a change makes stale (the collection's, and any list that counts it). */
  invalidates: readonly QueryKey[];
  create: (values: V) => Promise<unknown>;
  update: (item: T, values: V) => Promise<unknown>;
  remove: (item: T) => Promise<unknown>;
  messages: AdminCollectionMessages;
  /**
   * Asks before a delete in another way than the trash's confirmation dialog (a check first, or the
   * browser's own confirm).
   */
  confirmDelete?: (item: T) => boolean | Promise<boolean>;
};

type Options<T extends { id: string }, V, K extends QueryKey> = WriteOptions<T, V> & {
  list: UseQueryOptions<T[], Error, T[], K>;
};

/**
 * `update` and `remove` for a collection whose data functions name the document by its id
 * (`updatePartner(id, values)`, `deletePartner(id)`).
 */
export const writesById = <V>(
  update: (id: string, values: V) => Promise<unknown>,
  remove: (id: string) => Promise<unknown>,
) => ({
  update: (item: { id: string }, values: V) => update(item.id, values),
  remove: (item: { id: string }) => remove(item.id),
});

/**
 * The outcome of a save, for the form: on `taken`, the field whose value another document already
 * has (a slug, a category name), to be shown under that field; otherwise the failure was toasted and
 * the form keeps what was typed.
 */
export type SaveOutcome = { saved: true } | { saved: false; taken?: string };

/**
 * What every admin collection screen does the same way: read the list, create and update through the
 * form (docs/product.md#states: a save returns the form to create mode), delete after confirmation,
 * toast each outcome, refresh what a change made stale, and mark the row a change is working on as
 * busy. A screen supplies only its reads and writes, its messages, its form and its rows.
 */
export function useAdminCollection<T extends { id: string }, V, K extends QueryKey = QueryKey>({
  list,
  ...writes
}: Options<T, V, K>) {
  const query = useQuery(list);
  useFetchFailureToast(query.error, writes.messages.fetchFailed);
  return { items: query.data ?? [], isLoading: query.isPending, ...useAdminWrites(writes) };
}

/**
 * The writes of an admin collection screen, for a screen that reads its list itself (the products
 * screen reads a paged list): the form's save, the delete, row changes and their busy state, and the
 * create and edit modes.
 */
export function useAdminWrites<T extends { id: string }, V>(options: WriteOptions<T, V>) {
  const { messages } = options;
  const confirm = useConfirm();
  const editor = useEditMode<T>();
  const { editing, resetToCreate } = editor;
  // A save adds a version to the history, a delete an entry to the trash.
  const { change, refresh, busyId, isChanging } = useRowChange<T>([
    ...options.invalidates,
    historyKeys.all,
    trashKeys.all,
  ]);

  const saveMutation = useMutation({
    mutationFn: ({ item, values }: { item: T | null; values: V }) =>
      item ? options.update(item, values) : options.create(values),
    onSuccess: async (_result, { item }) => {
      notifySuccess(item ? messages.updated : messages.created);
      resetToCreate();
      await refresh();
    },
    onError: (error) => {
      if (error instanceof FieldTakenError) return;
      const { saveFailed } = messages;
      notifyFailure(typeof saveFailed === 'string' ? saveFailed : saveFailed(error), error);
    },
  });

  /** The form's `onSave`. */
  const save = async (values: V): Promise<SaveOutcome> => {
    try {
      await saveMutation.mutateAsync({ item: editing, values });
      return { saved: true };
    } catch (error) {
      return { saved: false, ...(error instanceof FieldTakenError ? { taken: error.field } : {}) };
    }
  };

  const remove = async (item: T) => {
    const confirmed = options.confirmDelete ? options.confirmDelete(item) : confirm(trashConfirm());
    if (!(await confirmed)) return;
    await change({
      item,
      run: async () => {
        await options.remove(item);
        if (editing?.id === item.id) resetToCreate();
      },
      success: messages.deleted,
      failure: messages.deleteFailed,
    });
  };

  const historyHref = (item: T) => adminHref('history', { collection: options.collection, id: item.id });

  return {
    editor,
    save,
    remove,
    change,
    historyHref,
    /**
     * A row's Edit, History and Delete, Edit and Delete disabled while a change works on that row
     * (spread into RowActions).
     */
    rowActions: (item: T) => ({
      disabled: busyId === item.id,
      onEdit: () => editor.startEdit(item),
      onDelete: () => void remove(item),
      historyHref: historyHref(item),
    }),
    /** The row a change is working on (its buttons are disabled), or null. */
    busyId,
    /** Whether any row change is running: moves disable every row, since each shifts its neighbours. */
    isChanging,
  };
}
