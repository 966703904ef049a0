import { articleJsonLd, type Publication } from '@kigali/domain';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n';
import { metaDescription } from '@/ui/meta-description';
import { Seo } from '@/ui/Seo';
import { ArticleView } from './ArticleView';

export function ArticlePage({ article }: { article: Publication }) {
  const locale = useLocale();
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
