import { Link } from '@/ui/Link';
import { Seo } from '@/ui/Seo';

/** What a detail page shows while loading or when nothing matches its address. */
export function DetailStatus({
  message,
  loading = false,
  backTo,
  backLabel,
}: {
  message: string;
  loading?: boolean;
  backTo: string;
  backLabel: string;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <Seo title={message} description={message} noIndex />
      {loading ? (
        <p role="status" className="text-lg text-slate-600">
          {message}
        </p>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{message}</h1>
          <Link to={backTo} className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
            {backLabel}
          </Link>
        </>
      )}
    </section>
  );
}
