import { formatPriceRange, type Service } from '@kigali/domain';
import { ListState } from '@/features/admin/shared/ListState';
import { RowActions } from '@/features/admin/shared/RowActions';
import { useMessages } from '@/i18n';

type Props = {
  services: readonly Service[];
  isLoading: boolean;
  /** True when there are services but the search or filter hides them all. */
  noMatches: boolean;
  busyId: string | null;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
};

export function ServiceList({ services, isLoading, noMatches, busyId, onEdit, onDelete }: Props) {
  const t = useMessages().adminContent.services;
  if (isLoading || services.length === 0) {
    return <ListState isLoading={isLoading} isEmpty={!noMatches} noMatches={noMatches} emptyText={t.empty} />;
  }
  return (
    <ul className="divide-y divide-slate-200">
      {services.map((service) => (
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
          <RowActions
            name={service.name}
            disabled={busyId === service.id}
            onEdit={() => onEdit(service)}
            onDelete={() => onDelete(service)}
          />
        </li>
      ))}
    </ul>
  );
}
