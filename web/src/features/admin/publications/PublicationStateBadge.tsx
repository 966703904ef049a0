import type { Publication } from '@kigali/domain';
import { publicationStateText } from './publication-state-text';

const STATE_STYLE = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  scheduled: 'bg-amber-100 text-amber-900 ring-amber-300',
  published: 'bg-green-100 text-green-900 ring-green-300',
} as const;

/** Whether visitors see an article: grey for a draft, amber while scheduled, green once published. */
export function PublicationStateBadge({
  publication,
  now,
}: {
  publication: Pick<Publication, 'is_published' | 'published_at'>;
  now: Date;
}) {
  const { state, text } = publicationStateText(publication, now);
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATE_STYLE[state]}`}
    >
      {publication.published_at && state !== 'draft' ? (
        <time dateTime={publication.published_at.toISOString()}>{text}</time>
      ) : (
        text
      )}
    </span>
  );
}
