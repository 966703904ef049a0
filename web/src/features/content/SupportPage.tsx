import { Link } from '@/ui/Link';
import { paths } from '@/config/paths';
import { useMessages } from '@/i18n';
import { buttonClass } from '@/ui/Button';
import { ContactDetails } from './ContactDetails';
import { StaticPage } from './StaticPage';

export function SupportPage() {
  const page = useMessages().content.support;
  return (
    <StaticPage
      page={page}
      intro={
        <>
          <p className="text-2xl font-semibold text-accent-500">{page.tagline}</p>
          <p className="mt-3">{page.intro}</p>
        </>
      }
    >
      <div className="mx-auto max-w-3xl px-4 py-12">
        <ContactDetails emailLabel={page.email} phoneLabel={page.phone} />
        <Link to={paths.home} className={buttonClass('primary', 'mt-8 px-6 py-3 text-base')}>
          {page.sendMessage}
        </Link>
      </div>
    </StaticPage>
  );
}
