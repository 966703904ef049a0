import {
  formatPriceRange,
  SERVICE_CATEGORIES,
  type Service,
  type ServiceCategory,
  type ServiceForm as ServiceFormValues,
} from '@kigali/domain';
import { useState } from 'react';
import { saveWithImage } from '@/data/images';
import { adminServicesList } from '@/data/admin-lists';
import { createService, deleteService, serviceKeys, updateService } from '@/data/services';
import { FieldTakenError } from '@/data/write-errors';
import { notifyFailure } from '@/features/admin/shared/admin-toast';
import { ListToolbar } from '@/features/admin/shared/ListToolbar';
import { PagedCollectionScreen } from '@/features/admin/shared/PagedCollectionScreen';
import { RowActions } from '@/features/admin/shared/RowActions';
import { useAdminWrites } from '@/features/admin/shared/useAdminCollection';
import { usePagedAdminList } from '@/features/admin/shared/usePagedAdminList';
import { useSlugSearch } from '@/features/admin/shared/useSlugSearch';
import { ServiceForm } from './ServiceForm';
import { adminMessages } from '@/i18n/admin';

const isServiceCategory = (value: string): value is ServiceCategory =>
  (SERVICE_CATEGORIES as readonly string[]).includes(value);

/** A save: the form's values and the image file picked to replace `image_url`, if any. */
type ServiceSave = { form: ServiceFormValues; imageFile: File | null };

/**
 * Services and trainings: the form on top, the list below, read a page at a time with its category
 * filter and search applied by Firestore, so it costs the same however many services there are.
 */
export function ServicesPage() {
  const t = adminMessages.adminContent.services;
  const search = useSlugSearch();
  const [category, setCategory] = useState('');
  const filters = { category: isServiceCategory(category) ? category : null, search: search.term };
  const list = usePagedAdminList(adminServicesList(filters), t.fetchFailed);

  // docs/product.md#messages: on this screen a taken slug is also announced as a failed save.
  const save = async (
    { form, imageFile }: ServiceSave,
    write: (form: ServiceFormValues) => Promise<unknown>,
  ) => {
    try {
      return await saveWithImage('service', imageFile, form.image_url, (image_url) =>
        write({ ...form, image_url }),
      );
    } catch (error) {
      if (error instanceof FieldTakenError) notifyFailure(t.saveFailed, error);
      throw error;
    }
  };

  const services = useAdminWrites({
    collection: 'services',
    invalidates: [serviceKeys.all],
    create: (values: ServiceSave) => save(values, createService),
    update: (service: Service, values: ServiceSave) => save(values, (form) => updateService(service, form)),
    remove: deleteService,
    messages: t,
  });

  const filtered = filters.category !== null || search.narrows;

  return (
    <PagedCollectionScreen
      collection={services}
      messages={t}
      renderForm={({ item, onSave, onCancel }) => (
        <ServiceForm
          service={item}
          onSave={(form, imageFile) => onSave({ form, imageFile })}
          onCancel={onCancel}
        />
      )}
      toolbar={
        <ListToolbar
          searchLabel={t.searchLabel}
          search={search.search}
          onSearchChange={search.setSearch}
          hint={adminMessages.paging.serviceSearchHint}
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
      list={list}
      filtered={filtered}
      status={adminMessages.paging.services}
    >
      {(service) => (
        <li key={service.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
          {service.image_url ? (
            <img
              src={service.image_url}
              alt=""
              className="h-16 w-16 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-cover"
            />
          ) : (
            <div aria-hidden="true" className="h-16 w-16 shrink-0 rounded-md bg-slate-100" />
          )}
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">{service.name}</p>
            <p className="text-sm text-slate-600">
              {service.category} · /{service.slug}
            </p>
            <p className="text-sm font-medium text-slate-800">{formatPriceRange(service.price_range)}</p>
          </div>
          <RowActions name={service.name} {...services.rowActions(service)} />
        </li>
      )}
    </PagedCollectionScreen>
  );
}
