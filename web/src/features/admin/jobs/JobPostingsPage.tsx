import type { JobPosting, JobPostingForm as JobPostingFormValues } from '@kigali/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  allJobPostingsQuery,
  createJobPosting,
  deleteJobPosting,
  jobPostingKeys,
  updateJobPosting,
} from '@/data/job-postings';
import { useEditMode } from '@/features/admin/shared/useEditMode';
import { AdminSection } from '@/features/admin/shared/AdminSection';
import { notifyFailure, notifySuccess, useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { useConfirm } from '@/features/admin/shared/confirm';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { JobPostingForm } from './JobPostingForm';
import { JobPostingList } from './JobPostingList';

export function JobPostingsPage() {
  const t = useMessages().adminContent.jobs;
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const postings = useQuery(allJobPostingsQuery());
  useFetchFailureToast(postings.error, t.fetchFailed);
  const { editing, formKey, formRef, startCreate, startEdit } = useEditMode<JobPosting>();
  const [busyId, setBusyId] = useState<string | null>(null);

  const save = async (values: JobPostingFormValues) => {
    try {
      if (editing) await updateJobPosting(editing.id, values);
      else await createJobPosting(values);
      notifySuccess(editing ? t.updated : t.created);
      startCreate();
      await queryClient.invalidateQueries({ queryKey: jobPostingKeys.all });
    } catch (error) {
      notifyFailure(t.saveFailed, error);
    }
  };

  const remove = async (posting: JobPosting) => {
    if (!(await confirm({ text: t.confirmDelete }))) return;
    setBusyId(posting.id);
    try {
      await deleteJobPosting(posting.id);
      notifySuccess(t.deleted);
      if (editing?.id === posting.id) startCreate();
      await queryClient.invalidateQueries({ queryKey: jobPostingKeys.all });
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
          <JobPostingForm key={formKey} posting={editing} onSave={save} onCancel={startCreate} />
        </div>
      }
      listTitle={t.listTitle}
    >
      <JobPostingList
        postings={postings.data ?? []}
        isLoading={postings.isPending}
        busyId={busyId}
        onEdit={startEdit}
        onDelete={(posting) => void remove(posting)}
      />
    </AdminSection>
  );
}
