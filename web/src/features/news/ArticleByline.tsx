import type { Publication } from '@kigali/domain';
import { useMessages } from '@/i18n';
import { formatDate } from '@/i18n/format-date';
import { labelOf } from '@/i18n/labels';

/**
 * An article's category and its day: when it was published, or written if it has not been yet.
 * `datePrefix` words the day on the article's own page.
 */
export function ArticleByline({
  article,
  datePrefix,
}: {
  article: Pick<Publication, 'category' | 'published_at' | 'created_at'>;
  datePrefix?: string;
}) {
  const date = article.published_at ?? article.created_at;
  const { dates, labels } = useMessages();
  return (
    <p className="text-sm text-slate-600">
      <span className="font-semibold text-brand-700">
        {labelOf(labels, 'publicationCategories', article.category)}
      </span>
      {date && (
        <>
          {' · '}
          {datePrefix && `${datePrefix} `}
          <time dateTime={date.toISOString()}>{formatDate(date, dates)}</time>
        </>
      )}
    </p>
  );
}
