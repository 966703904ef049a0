import type { Publication } from '@kigali/domain';
import { type Messages, useMessages } from '@/i18n';
import { formatDate } from '@/i18n/format-date';
import { labelOf } from '@/i18n/labels';

/**
 * An article's category and its day: when it was published, or written if it has not been yet.
 * `dated` words the day on the article's own page ("Published on {date}"): the whole sentence is
 * the language's, and only its day is the `<time>`.
 */
export function ArticleByline({
  article,
  dated,
}: {
  article: Pick<Publication, 'category' | 'published_at' | 'created_at'>;
  dated?: Messages['news']['publishedOn'];
}) {
  const date = article.published_at ?? article.created_at;
  const { dates, labels } = useMessages();
  const day = date ? formatDate(date, dates) : '';
  const sentence = dated ? dated({ date: day }) : day;
  const at = sentence.indexOf(day);
  return (
    <p className="text-sm text-slate-600">
      <span className="font-semibold text-brand-700">
        {labelOf(labels, 'publicationCategories', article.category)}
      </span>
      {date && (
        <>
          {' · '}
          {sentence.slice(0, at)}
          <time dateTime={date.toISOString()}>{day}</time>
          {sentence.slice(at + day.length)}
        </>
      )}
    </p>
  );
}
