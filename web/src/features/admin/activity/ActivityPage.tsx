import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { activityPagesQuery, noActivityFilters, type ActivityFilters } from '@/data/activity-log';
import { pageItems } from '@/data/paging';
import { everyTeamMemberQuery } from '@/data/team';
import { AdminCard, AdminPageHeader } from '@/features/admin/shared/AdminSection';
import { useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { ListState } from '@/features/admin/shared/ListState';
import { Button } from '@/ui/Button';
import { SelectField, TextField } from '@/ui/Field';
import { LoadMore } from '@/ui/LoadMore';
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
  const pages = useInfiniteQuery({ ...activityPagesQuery(filters), enabled: problem === null });
  useFetchFailureToast(pages.error, t.fetchFailed);
  const team = useQuery(everyTeamMemberQuery());
  const listRef = useRef<HTMLUListElement>(null);
  const entries = pageItems(pages.data?.pages);
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
        {problem !== null ? null : entries.length === 0 ? (
          <ListState isLoading={pages.isPending} isEmpty emptyText={filtered ? t.noMatches : t.empty} />
        ) : (
          <>
            <ul ref={listRef} className="divide-y divide-slate-200">
              {entries.map((entry) => (
                <ActivityEntryItem key={entry.id} entry={entry} />
              ))}
            </ul>
            <LoadMore
              listRef={listRef}
              shown={entries.length}
              status={t.showing(entries.length)}
              pages={pages}
            />
          </>
        )}
      </AdminCard>
    </div>
  );
}
