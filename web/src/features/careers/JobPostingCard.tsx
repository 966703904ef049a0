import { fallbackLang, type JobPosting } from '@kigali/domain';
import { useId, useRef } from 'react';
import { useLocale, useMessages } from '@/i18n';
import { formatDate } from '@/i18n/format-date';
import { buttonClass } from '@/ui/Button';
import { JobApplicationForm } from './JobApplicationForm';

type Props = {
  posting: JobPosting;
  selected: boolean;
  onApply: () => void;
  onCloseApplication: () => void;
};

function BulletList({ title, items, lang }: { title: string; items: readonly string[]; lang?: string }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul lang={lang} className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** One open position, with its application form while it is the selected one. */
export function JobPostingCard({ posting, selected, onApply, onCloseApplication }: Props) {
  const { careers: t, dates } = useMessages();
  const locale = useLocale();
  // The language of a field that shows in English on a page in another language.
  const lang = (field: string) => fallbackLang(posting, field, locale);
  const titleId = useId();
  const formId = useId();
  const applyButton = useRef<HTMLButtonElement>(null);
  // Closing the form returns focus to the button that opened it.
  const closeApplication = () => {
    onCloseApplication();
    applyButton.current?.focus();
  };
  const facts = [
    { term: t.department, value: posting.department, lang: lang('department') },
    { term: t.location, value: posting.location, lang: lang('location') },
    { term: t.deadline, value: posting.expires_at ? formatDate(posting.expires_at, dates) : t.noDeadline },
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 id={titleId} lang={lang('title')} className="text-xl font-bold text-slate-900">
          {posting.title}
        </h2>
        <button
          ref={applyButton}
          type="button"
          aria-expanded={selected}
          aria-controls={selected ? formId : undefined}
          onClick={onApply}
          className={buttonClass('primary')}
        >
          {t.applyNow}
        </button>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {facts.map((fact) => (
          <div key={fact.term} className="flex gap-1">
            <dt className="text-slate-600">{t.factTerm({ term: fact.term })}</dt>
            <dd lang={fact.lang} className="font-medium text-slate-900">
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <p lang={lang('description')} className="mt-4 whitespace-pre-line text-slate-700">
        {posting.description}
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <BulletList title={t.requirements} items={posting.requirements} lang={lang('requirements')} />
        <BulletList
          title={t.responsibilities}
          items={posting.responsibilities}
          lang={lang('responsibilities')}
        />
      </div>
      {selected && <JobApplicationForm id={formId} posting={posting} onClose={closeApplication} />}
    </article>
  );
}
