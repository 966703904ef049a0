import { CONTENT_COLLECTIONS } from '@kigali/domain';
import type { ActivityFilters } from '@/data/activity-log';

/** The collections the log names, in the order the filter offers them. */
export const LOGGED_COLLECTIONS = [...CONTENT_COLLECTIONS, 'job_applications', 'team_members'] as const;

/** Why the date range cannot be searched, or null: ISO days compare as strings. */
export function rangeProblem({ from, to }: Pick<ActivityFilters, 'from' | 'to'>): 'backwards' | null {
  return from && to && to < from ? 'backwards' : null;
}
