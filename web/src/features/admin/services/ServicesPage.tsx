import { SERVICE_CATEGORIES, type Service, type ServiceForm as ServiceFormValues } from '@kigali/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createService,
  deleteService,
  serviceKeys,
  ServiceSlugTakenError,
  servicesQuery,
  updateService,
} from '@/data/services';
import { removeStoredImage, uploadImage } from '@/data/images';
import { AdminSection } from '@/features/admin/shared/AdminSection';
import { notifyFailure, notifySuccess, useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { ListToolbar, matchesSearch } from '@/features/admin/shared/ListToolbar';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { useEditMode } from '@/features/admin/shared/useEditMode';
import { ServiceForm, type SaveOutcome } from './ServiceForm';
import { ServiceList } from './ServiceList';

export function ServicesPage() {
  const t = useMessages().adminContent.services;
  const queryClient = useQueryClient();
  const services = useQuery(servicesQuery());
  useFetchFailureToast(services.error, t.fetchFailed);
  const { editing, formKey, formRef, startCreate, startEdit } = useEditMode<Service>();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);

  const all = services.data ?? [];
  const shown = all.filter(
    (service) =>
      (category === '' || service.category === category) && matchesSearch(search, service.name, service.slug),
  );

  const save = async (values: ServiceFormValues, imageFile: File | null): Promise<SaveOutcome> => {
    let uploaded: string | null = null;
    try {
      if (imageFile) uploaded = await uploadImage('service', imageFile);
      const imageUrl = uploaded ?? values.image_url;
      const form = { ...values, image_url: imageUrl };
      if (editing) await updateService(editing.id, form);
      else await createService(form);
      // A replaced image is the clean-up Function's to remove, once no other document shows it.
      notifySuccess(editing ? t.updated : t.created);
      startCreate();
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
      return 'saved';
    } catch (error) {
      // The upload went through but the record did not: nothing points at the new file.
      void removeStoredImage(uploaded);
      notifyFailure(t.saveFailed, error);
      return error instanceof ServiceSlugTakenError ? 'slug-taken' : 'failed';
    }
  };

  // docs/product.md#messages asks for the browser's own confirm here, unlike the other screens' popup.
  const remove = async (service: Service) => {
    if (!window.confirm(t.confirmDelete)) return;
    setBusyId(service.id);
    try {
      await deleteService(service.id);
      notifySuccess(t.deleted);
      if (editing?.id === service.id) startCreate();
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
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
          <ServiceForm key={formKey} service={editing} onSave={save} onCancel={startCreate} />
        </div>
      }
      listTitle={t.listTitle}
      toolbar={
        <ListToolbar
          searchLabel={t.searchLabel}
          search={search}
          onSearchChange={setSearch}
          filters={[
            {
              label: t.categoryFilter,
              value: category,
              onChange: setCategory,
              options: SERVICE_CATEGORIES.map((value) => ({ value, label: value })),
              allLabel: t.allCategories,
            },
          ]}
        />
      }
    >
      <ServiceList
        services={shown}
        isLoading={services.isPending}
        noMatches={all.length > 0 && shown.length === 0}
        busyId={busyId}
        onEdit={startEdit}
        onDelete={(service) => void remove(service)}
      />
    </AdminSection>
  );
}
