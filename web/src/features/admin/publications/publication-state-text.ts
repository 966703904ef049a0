import { publicationState, type Publication } from '@kigali/domain';
import { formatAdminTime } from '@/features/admin/shared/admin-time';
import { adminMessages } from '@/i18n/admin';

/**
 * Where an article stands for visitors, in words: "Draft", "Scheduled for 1 Mar 2027, 09:00 Kigali
 * time" or "Published 21 Nov 2026" (just "Published" while a save's server time is on its way).
 */
export function publicationStateText(
  publication: Pick<Publication, 'is_published' | 'published_at'>,
  now: Date,
): { state: ReturnType<typeof publicationState>; text: string } {
  const t = adminMessages.publishing.state;
  const state = publicationState(publication, now);
  const at = publication.published_at;
  if (state === 'draft') return { state, text: t.draft };
  if (state === 'scheduled' && at) return { state, text: t.scheduledFor(formatAdminTime(at)) };
  return { state, text: at ? t.publishedOn(formatAdminTime(at, 'day')) : t.published };
}
