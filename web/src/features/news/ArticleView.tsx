import { fallbackLang, type Publication } from '@kigali/domain';
import { Link } from '@/ui/Link';
import { paths } from '@/config/paths';
import { useLocale, useMessages } from '@/i18n';
import { articleParagraphs } from './article-paragraphs';
import { ArticleByline } from './ArticleByline';
import { ArticlePicture } from './ArticlePicture';

export function BackToNews({ label }: { label: string }) {
  return (
    <Link
      to={paths.news}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}

/**
 * An article as its public page shows it, below the page's metadata: the way back to the news, its
 * byline, title, picture and paragraphs. The admin's preview renders this same component, so a
 * draft looks exactly as it will once published.
 */
export function ArticleView({ article }: { article: Publication }) {
  const t = useMessages();
  const locale = useLocale();
  // Plain text only: the content is rendered as paragraphs of text, never as HTML.
  const paragraphs = articleParagraphs(article.content);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <BackToNews label={t.news.backToList} />
      <header className="mt-6">
        <ArticleByline article={article} dated={t.news.publishedOn} />
        <h1
          lang={fallbackLang(article, 'title', locale)}
          className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
        >
          {article.title}
        </h1>
      </header>
      {article.image_url && <ArticlePicture url={article.image_url} className="mt-6 w-full rounded-xl" />}
      <div
        lang={fallbackLang(article, 'content', locale)}
        className="mt-6 space-y-4 text-lg leading-relaxed text-slate-800"
      >
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}
