import { articleJsonLd } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { publishedPublicationQuery } from '@/data/publications';
import { useLocale, useMessages } from '@/i18n';
import { metaDescription } from '@/ui/meta-description';
import { Seo } from '@/ui/Seo';
import { ArticleView, BackToNews } from './ArticleView';

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
  return (
    <>
      <Seo
        title={article.title}
        description={metaDescription(article.excerpt ?? article.content)}
        image={article.image_url ?? undefined}
        jsonLd={[articleJsonLd(env.siteUrl, { ...article, path: paths.article(article.id) }, locale)]}
      />
      <ArticleView article={article} />
    </>
  );
}
