import { useMessages } from '@/i18n';
import { Seo } from '@/ui/Seo';
import { PageHero } from './PageHero';

export function PrivacyPage() {
  const page = useMessages().content.privacy;
  return (
    <>
      <Seo title={page.title} description={page.seoDescription} />
      <PageHero title={page.title} />
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-12 text-slate-700">
        {page.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </>
  );
}
