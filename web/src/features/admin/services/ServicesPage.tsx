import {
  formatPriceRange,
  SERVICE_CATEGORIES,
  type Service,
  type ServiceForm as ServiceFormValues,
} from '@kigali/domain';
import { useState } from 'react';
import { saveWithImage } from '@/data/images';
import { createService, deleteService, serviceKeys, servicesQuery, updateService } from '@/data/services';
import { FieldTakenError } from '@/data/write-errors';
import { AdminCollectionScreen } from '@/features/admin/shared/AdminCollectionScreen';
import { notifyFailure } from '@/features/admin/shared/admin-toast';
import { AdminRows } from '@/features/admin/shared/AdminRows';
import { ListToolbar, matchesSearch } from '@/features/admin/shared/ListToolbar';
import { RowActions } from '@/features/admin/shared/RowActions';
import { useAdminCollection } from '@/features/admin/shared/useAdminCollection';
import { ServiceForm } from './ServiceForm';
import { adminMessages } from '@/i18n/admin';

/** A save: the form's values and the image file picked to replace `image_url`, if any. */
type ServiceSave = { form: ServiceFormValues; imageFile: File | null };

export function ServicesPage() {
  const t = adminMessages.adminContent.services;
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');

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

  const services = useAdminCollection({
    list: servicesQuery(),
    invalidates: [serviceKeys.all],
    create: (values: ServiceSave) => save(values, createService),
    update: (service: Service, values: ServiceSave) => save(values, (form) => updateService(service, form)),
    remove: deleteService,
    messages: t,
    // docs/product.md#messages asks for the browser's own confirm here, unlike the other screens' popup.
    confirmDelete: () => window.confirm(t.confirmDelete),
  });

  const shown = services.items.filter(
    (service) =>
      (category === '' || service.category === category) && matchesSearch(search, service.name, service.slug),
  );
  const noMatches = services.items.length > 0 && shown.length === 0;

  return (
    <AdminCollectionScreen
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
      <AdminRows items={shown} isLoading={services.isLoading} noMatches={noMatches} emptyText={t.empty}>
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
      </AdminRows>
    </AdminCollectionScreen>
  );
}
