import { contactPageJsonLd } from '@kigali/domain';
import { env } from '@/config/env';
import { SocialLinks } from '@/features/layout';
import { useLocale, useMessages } from '@/i18n';
import { ContactDetails } from './ContactDetails';
import { StaticPage } from './StaticPage';

export function ContactPage() {
  const page = useMessages().content.contactPage;
  return (
    <StaticPage
      page={page}
      jsonLd={[contactPageJsonLd(env.siteUrl, useLocale())]}
      intro={<p>{page.intro}</p>}
    >
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-2">
        <div className="space-y-4">
          <div>
            <h2 className="text-sm font-bold tracking-wide text-slate-600 uppercase">{page.location}</h2>
            <p className="mt-1 text-lg text-slate-900">{page.locationText}</p>
          </div>
          <ContactDetails emailLabel={page.email} phoneLabel={page.phone} />
        </div>
        <div>
          <h2 className="text-sm font-bold tracking-wide text-slate-600 uppercase">{page.social}</h2>
          <SocialLinks
            networks={['linkedin', 'instagram', 'facebook', 'x']}
            showNames
            className="mt-3 flex-col"
            linkClassName="px-2 text-lg text-brand-700 hover:bg-slate-100"
          />
        </div>
      </div>
    </StaticPage>
  );
}
