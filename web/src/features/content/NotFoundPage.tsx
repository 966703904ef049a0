import { Link } from '@/ui/Link';
import { paths } from '@/config/paths';
import { useMessages } from '@/i18n';
import { buttonClass } from '@/ui/Button';

/** docs/product.md#static-pages: the title is exactly "404 - Page Not Found", without the site name. */
export function NotFoundPage() {
  const t = useMessages();
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{t.common.notFoundTitle}</title>
      <meta name="description" content={t.content.notFound.seoDescription} />
      <meta name="robots" content="noindex" />
      <h1 className="text-4xl font-bold text-brand-900">404</h1>
      <p className="mt-4 text-lg text-slate-600">{t.common.notFoundText}</p>
      <Link to={paths.home} className={buttonClass('primary', 'mt-8 px-5 py-3 text-base')}>
        {t.common.backHome}
      </Link>
    </section>
  );
}
