import { articleJsonLd, fallbackLang } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { publishedPublicationQuery } from '@/data/publications';
import { useLocale, useMessages } from '@/i18n';
import { metaDescription } from '@/ui/meta-description';
import { Seo } from '@/ui/Seo';
import { articleParagraphs } from './article-paragraphs';
import { ArticleByline } from './ArticleByline';
import { ArticlePicture } from './ArticlePicture';

function BackToNews({ label }: { label: string }) {
  return (
    <Link
      to={paths.news}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}

export function ArticlePage() {
  const { id = '' } = useParams();
  const t = useMessages();
  const locale = useLocale();
  const publication = useQuery(publishedPublicationQuery(id, locale));

  if (publication.isPending) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-24 text-center">
        <Seo title={t.news.title} description={t.news.metaDescription} noIndex />
        <p role="status" className="text-lg text-slate-600">
          {t.common.loading}
        </p>
      </section>
    );
  }
  const article = publication.data;
  if (!article) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-24 text-center">
        <Seo title={t.news.notFound} description={t.news.notFound} noIndex />
        <h1 className="text-2xl font-bold text-slate-900">{t.news.notFound}</h1>
        <div className="mt-6">
          <BackToNews label={t.news.backToList} />
        </div>
      </section>
    );
  }
  // Plain text only: the content is rendered as paragraphs of text, never as HTML.
  const paragraphs = articleParagraphs(article.content);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Seo
        title={article.title}
        description={metaDescription(article.excerpt ?? article.content)}
        image={article.image_url ?? undefined}
        jsonLd={[articleJsonLd(env.siteUrl, { ...article, path: paths.article(article.id) }, locale)]}
      />
      <BackToNews label={t.news.backToList} />
      <header className="mt-6">
        <ArticleByline article={article} datePrefix={t.news.publishedOn} />
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
