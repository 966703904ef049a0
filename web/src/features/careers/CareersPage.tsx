import type { JobPosting } from '@kigali/domain';
import { useState } from 'react';
import { useMessages } from '@/i18n';
import { PageHeader } from '@/ui/PageHeader';
import { Seo } from '@/ui/Seo';
import { JobPostingCard } from './JobPostingCard';

export function CareersPage({ postings: open }: { postings: JobPosting[] }) {
  const t = useMessages().careers;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return (
    <>
      <Seo title={t.title} description={t.metaDescription} />
      <PageHeader title={t.title} intro={t.intro} />
      <section className="mx-auto max-w-5xl px-4 py-10">
        {open.length === 0 ? (
          <p className="text-lg text-slate-700">{t.empty}</p>
        ) : (
          <ul className="space-y-6">
            {open.map((posting) => (
              <li key={posting.id}>
                <JobPostingCard
                  posting={posting}
                  selected={posting.id === selectedId}
                  onApply={() => setSelectedId(posting.id)}
                  onCloseApplication={() => setSelectedId(null)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
