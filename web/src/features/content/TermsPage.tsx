import { useMessages } from '@/i18n';
import { StaticPage } from './StaticPage';

export function TermsPage() {
  const page = useMessages().content.terms;
  return (
    <StaticPage page={page} intro={<p>{page.intro}</p>}>
      <ol className="mx-auto max-w-3xl list-decimal space-y-8 px-4 py-12 pl-10 marker:font-bold marker:text-brand-700">
        {page.clauses.map((clause) => (
          <li key={clause.title}>
            <h2 className="text-xl font-semibold text-brand-900">{clause.title}</h2>
            <p className="mt-2 text-slate-700">{clause.text}</p>
          </li>
        ))}
      </ol>
    </StaticPage>
  );
}
