import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMessages } from '@/i18n';

export function NotFoundPage() {
  const t = useMessages();
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{t.common.notFoundTitle}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-4xl font-bold">404</h1>
      <p className="mt-4 text-lg text-slate-600">{t.common.notFoundText}</p>
      <Link
        to={paths.home}
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white"
      >
        {t.common.backHome}
      </Link>
    </section>
  );
}
