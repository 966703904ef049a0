import { Link } from '@/ui/Link';
import { Seo } from '@/ui/Seo';

/** What a page shows when nothing matches its address, or it cannot be had. */
export function DetailStatus({
  message,
  backTo,
  backLabel,
}: {
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <Seo title={message} description={message} noIndex />
      <h1 className="text-2xl font-bold text-slate-900">{message}</h1>
      <Link to={backTo} className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
        {backLabel}
      </Link>
    </section>
  );
}
