import * as z from 'zod';
import { publicationSchema } from './schemas/admin-forms';

/**
 * Where an article stands for visitors: a draft (not published), scheduled (published, but its
 * `published_at` is still ahead) or published (visible). The rules and the public queries apply the
 * same test with the server's time (docs/product.md#states).
 */
export type PublicationState = 'draft' | 'scheduled' | 'published';

export function publicationState(
  article: { is_published: boolean; published_at: Date | null },
  now: Date,
): PublicationState {
  if (!article.is_published) return 'draft';
  // A publication saved offline has no server time yet: it becomes public as soon as the server stamps it.
  if (article.published_at === null) return 'published';
  return article.published_at.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/**
 * "Publish at" is a time in Kigali (UTC+2, no daylight saving), as job deadlines are days in Kigali:
 * the company's editors schedule in their own time, whatever the time zone of the browser they use.
 */
const KIGALI_OFFSET_MS = 2 * 60 * 60 * 1000;

/** What a datetime-local input holds: YYYY-MM-DDTHH:MM, seconds optional. */
const DATE_TIME_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The moment a "Publish at" value names (Kigali time), or null when it is not a real date and time. */
export function publishAtFromInput(value: string): Date | null {
  const match = DATE_TIME_INPUT.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(utc);
  // Date.UTC rolls 30 February over into March: a value that does not come back unchanged is no date.
  const real =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute &&
    back.getUTCSeconds() === second;
  return real ? new Date(utc - KIGALI_OFFSET_MS) : null;
}

/** A stored `published_at` as the "Publish at" input shows it (Kigali time, to the second). */
export function inputFromPublishAt(date: Date): string {
  return new Date(date.getTime() + KIGALI_OFFSET_MS).toISOString().slice(0, 19);
}

export const PUBLISH_AT_INVALID = 'Enter a valid date and time, or leave it empty to publish now';

/**
 * The publication form with its "Publish at": empty means "now, when saved" (the server's time), a
 * value is that moment in Kigali. It counts only for a published article: a draft keeps whatever
 * time is stored, so its value is dropped (null) when the article is not published.
 */
export const scheduledPublicationSchema = publicationSchema
  .extend({
    publish_at: z
      .string()
      .trim()
      .nullish()
      .transform((value, context) => {
        if (!value) return null;
        const moment = publishAtFromInput(value);
        if (!moment) context.addIssue({ code: 'custom', message: PUBLISH_AT_INVALID });
        return moment;
      }),
  })
  .transform((form) => ({ ...form, publish_at: form.is_published ? form.publish_at : null }));
export type ScheduledPublicationFormInput = z.input<typeof scheduledPublicationSchema>;
export type ScheduledPublicationForm = z.output<typeof scheduledPublicationSchema>;
