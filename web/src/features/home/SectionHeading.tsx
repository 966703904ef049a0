import { Link } from '@/ui/Link';

type Props = { id: string; title: string; intro: string; link?: { to: string; label: string } };

/** Title, one-line intro and the optional "View All" link above a home page section. */
export function SectionHeading({ id, title, intro, link }: Props) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {title}
        </h2>
        <p className="mt-1 text-slate-600">{intro}</p>
      </div>
      {link && (
        <Link to={link.to} className="font-semibold text-brand-700 hover:underline">
          {link.label} <span aria-hidden="true">→</span>
        </Link>
      )}
    </div>
  );
}
