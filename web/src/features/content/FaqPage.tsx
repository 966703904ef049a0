import { faqPageJsonLd } from '@kigali/domain';
import { env } from '@/config/env';
import { useLocale, useMessages } from '@/i18n';
import { StaticPage } from './StaticPage';

export function FaqPage() {
  const page = useMessages().content.faq;
  return (
    <StaticPage page={page} jsonLd={[faqPageJsonLd(env.siteUrl, page.entries, useLocale())]}>
      <dl className="mx-auto max-w-3xl divide-y divide-slate-200 px-4 py-12">
        {page.entries.map((entry) => (
          <div key={entry.question} className="py-6">
            <dt className="text-lg font-semibold text-brand-900">{entry.question}</dt>
            <dd className="mt-2 text-slate-700">{entry.answer}</dd>
          </div>
        ))}
      </dl>
    </StaticPage>
  );
}
