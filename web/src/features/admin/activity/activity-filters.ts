import { CONTENT_COLLECTIONS } from '@kigali/domain';
import type { ActivityFilters } from '@/data/activity-log';

/** The collections the log names, in the order the filter offers them. */
export const LOGGED_COLLECTIONS = [...CONTENT_COLLECTIONS, 'job_applications', 'team_members'] as const;

/** Why the date range cannot be searched, or null: ISO days compare as strings. */
export function rangeProblem({ from, to }: Pick<ActivityFilters, 'from' | 'to'>): 'backwards' | null {
  return from && to && to < from ? 'backwards' : null;
}

const timeOfDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** When a change was made, to the minute ("24 Nov 2026, 09:15"); a dash while the time is unknown. */
export const formatWhen = (at: Date | null): string => (at ? timeOfDay.format(at) : '—');
