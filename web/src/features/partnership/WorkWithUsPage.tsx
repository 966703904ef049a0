import { useMessages } from '@/i18n';
import { PageHeader } from '@/ui/PageHeader';
import { Seo } from '@/ui/Seo';
import { PartnershipRequestForm } from './PartnershipRequestForm';

export function WorkWithUsPage() {
  const t = useMessages().partnership;
  return (
    <>
      <Seo title={t.title} description={t.metaDescription} />
      <PageHeader title={t.title} intro={t.intro} />
      <section className="mx-auto max-w-3xl px-4 py-10">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <PartnershipRequestForm />
        </div>
      </section>
    </>
  );
}
