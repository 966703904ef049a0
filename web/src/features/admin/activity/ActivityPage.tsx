import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { activityList, noActivityFilters, type ActivityFilters } from '@/data/activity-log';
import { everyTeamMemberQuery } from '@/data/team';
import { AdminCard, AdminPageHeader } from '@/features/admin/shared/AdminSection';
import { PagedAdminRows } from '@/features/admin/shared/PagedAdminRows';
import { usePagedAdminList } from '@/features/admin/shared/usePagedAdminList';
import { Button } from '@/ui/Button';
import { SelectField, TextField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';
import { ActivityEntryItem } from './ActivityEntryItem';
import { LOGGED_COLLECTIONS, rangeProblem } from './activity-filters';

/**
 * Admins only (docs/product.md#roles): the log of the team's changes, newest first, a page at a time,
 * narrowed by who made them, in which collection and between which days. Firestore does the
 * filtering, so a page costs the same however long the log grows.
 */
export function ActivityPage() {
  const t = adminMessages.activity;
  const [filters, setFilters] = useState<ActivityFilters>(noActivityFilters);
  const problem = rangeProblem(filters);
  const list = usePagedAdminList(activityList(filters), t.fetchFailed, { enabled: problem === null });
  const team = useQuery(everyTeamMemberQuery());
  const filtered = Object.values(filters).some((value) => value !== null);
  const set = (key: keyof ActivityFilters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value || null }));

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.pageTitle} />
      <AdminCard title={t.filters}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField label={t.user} value={filters.actorUid ?? ''} onChange={set('actorUid')}>
            <option value="">{t.anyone}</option>
            {(team.data ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </SelectField>
          <SelectField label={t.collection} value={filters.collection ?? ''} onChange={set('collection')}>
            <option value="">{t.anyCollection}</option>
            {LOGGED_COLLECTIONS.map((collection) => (
              <option key={collection} value={collection}>
                {t.collections[collection]}
              </option>
            ))}
          </SelectField>
          <TextField type="date" label={t.from} value={filters.from ?? ''} onChange={set('from')} />
          <TextField
            type="date"
            label={t.to}
            value={filters.to ?? ''}
            onChange={set('to')}
            error={problem === 'backwards' ? t.rangeBackwards : undefined}
          />
        </div>
        {filtered && (
          <Button variant="ghost" className="mt-4" onClick={() => setFilters(noActivityFilters)}>
            {t.clearFilters}
          </Button>
        )}
      </AdminCard>
      <AdminCard title={t.listTitle}>
        {problem === null && (
          <PagedAdminRows
            list={list}
            emptyText={filtered ? t.noMatches : t.empty}
            status={(loaded) => t.showing(loaded)}
          >
            {(entry) => <ActivityEntryItem key={entry.id} entry={entry} />}
          </PagedAdminRows>
        )}
      </AdminCard>
    </div>
  );
}
