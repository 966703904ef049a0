import { publicationState, type Publication } from '@kigali/domain';
import { formatAdminDate } from '@/features/admin/shared/format-date';
import { adminMessages } from '@/i18n/admin';

/** A scheduled time as editors chose it: in Kigali, to the minute ("1 Mar 2027, 09:00 Kigali time"). */
const kigaliTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Kigali',
});

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
  if (state === 'scheduled' && at)
    return { state, text: t.scheduledFor(`${kigaliTime.format(at)} Kigali time`) };
  return { state, text: at ? t.publishedOn(formatAdminDate(at)) : t.published };
}
