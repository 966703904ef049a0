import { fallbackLang, itemListJsonLd, type Publication } from '@kigali/domain';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useLocale, useMessages } from '@/i18n';
import { CardTitleLink } from '@/ui/CardTitleLink';
import { PageHeader } from '@/ui/PageHeader';
import { Seo } from '@/ui/Seo';
import { articleParagraphs } from './article-paragraphs';
import { ArticleByline } from './ArticleByline';
import { ArticlePicture } from './ArticlePicture';

export function NewsPage({ articles }: { articles: Publication[] }) {
  const t = useMessages();
  const locale = useLocale();
  return (
    <>
      <Seo
        title={t.news.title}
        description={t.news.metaDescription}
        jsonLd={[
          itemListJsonLd(
            env.siteUrl,
            articles.map((article) => ({ name: article.title, path: paths.article(article.id) })),
            locale,
          ),
        ]}
      />
      <PageHeader title={t.news.title} intro={t.news.intro} />
      <section className="mx-auto max-w-5xl px-4 py-10">
        {articles.length === 0 ? (
          <p className="text-lg text-slate-700">{t.news.empty}</p>
        ) : (
          <ul className="space-y-6">
            {articles.map((article) => (
              <li key={article.id}>
                <article className="relative flex flex-col gap-4 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:flex-row">
                  {article.image_url && (
                    <ArticlePicture url={article.image_url} lazy className="w-full sm:w-64 sm:flex-none" />
                  )}
                  <div className="flex flex-col p-5">
                    <ArticleByline article={article} />
                    <CardTitleLink
                      to={paths.article(article.id)}
                      lang={fallbackLang(article, 'title', locale)}
                      className="mt-1 text-xl font-bold text-slate-900"
                    >
                      {article.title}
                    </CardTitleLink>
                    <p
                      lang={fallbackLang(article, article.excerpt ? 'excerpt' : 'content', locale)}
                      className="mt-2 line-clamp-3 text-slate-700"
                    >
                      {article.excerpt ?? articleParagraphs(article.content)[0]}
                    </p>
                    <span aria-hidden="true" className="mt-3 text-sm font-semibold text-brand-700">
                      {t.news.readMore} →
                    </span>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
