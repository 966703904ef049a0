import type { Publication, PublicationForm as PublicationFormValues } from '@kigali/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  allPublicationsQuery,
  createPublication,
  deletePublication,
  publicationKeys,
  updatePublication,
} from '@/data/publications';
import { useEditMode } from '@/features/admin/shared/useEditMode';
import { AdminSection } from '@/features/admin/shared/AdminSection';
import { notifyFailure, notifySuccess, useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { useConfirm } from '@/features/admin/shared/confirm';
import { useAuth } from '@/features/auth/auth-context';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { PublicationForm } from './PublicationForm';
import { PublicationList } from './PublicationList';
import { publishedAtOnCreate, publishedAtOnUpdate } from './published-at';

export function PublicationsPage() {
  const messages = useMessages();
  const t = messages.adminContent.publications;
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { user } = useAuth();
  const publications = useQuery(allPublicationsQuery());
  useFetchFailureToast(publications.error, t.fetchFailed);
  const { editing, formKey, formRef, startCreate, startEdit } = useEditMode<Publication>();
  const [busyId, setBusyId] = useState<string | null>(null);

  const save = async (values: PublicationFormValues) => {
    // The author is the signed-in admin; with no user the save does nothing (docs/product.md#roles).
    if (!user) return;
    try {
      if (editing) {
        await updatePublication(
          editing.id,
          values,
          publishedAtOnUpdate(values.is_published, editing.published_at),
        );
      } else {
        await createPublication(values, user.uid, publishedAtOnCreate(values.is_published));
      }
      notifySuccess(editing ? t.updated : t.created);
      startCreate();
      await queryClient.invalidateQueries({ queryKey: publicationKeys.all });
    } catch (error) {
      notifyFailure(t.saveFailed, error);
    }
  };

  const remove = async (publication: Publication) => {
    if (!(await confirm({ text: messages.admin.confirm.cannotRevert }))) return;
    setBusyId(publication.id);
    try {
      await deletePublication(publication.id);
      notifySuccess(t.deleted);
      if (editing?.id === publication.id) startCreate();
      await queryClient.invalidateQueries({ queryKey: publicationKeys.all });
    } catch (error) {
      notifyFailure(t.deleteFailed, error);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <AdminSection
      title={t.pageTitle}
      actions={<Button onClick={startCreate}>{t.add}</Button>}
      formTitle={editing ? t.editHeading : t.createHeading}
      form={
        <div ref={formRef}>
          <PublicationForm key={formKey} publication={editing} onSave={save} onCancel={startCreate} />
        </div>
      }
      listTitle={t.listTitle}
    >
      <PublicationList
        publications={publications.data ?? []}
        isLoading={publications.isPending}
        busyId={busyId}
        onEdit={startEdit}
        onDelete={(publication) => void remove(publication)}
      />
    </AdminSection>
  );
}
