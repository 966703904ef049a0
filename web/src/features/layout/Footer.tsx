import { COMPANY } from '@kigali/domain';
import { Link } from '@/ui/Link';
import { LanguageSwitcher } from '@/features/language';
import { InstallAppButton } from '@/features/pwa';
import { useMessages } from '@/i18n';
import { footerGroups } from './navigation';
import { SocialLinks } from './SocialLinks';
import { telHref } from './contact-links';

export function Footer() {
  const t = useMessages();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-[2fr_3fr]">
        <div>
          <p className="text-lg font-bold text-white">{t.common.companyName}</p>
          <p className="mt-1 font-semibold text-accent-500">{t.common.tagline}</p>
          <p className="mt-3 text-sm">{t.layout.footer.about}</p>
          <h2 className="mt-6 text-sm font-bold tracking-wide text-white uppercase">
            {t.layout.footer.groups.contact}
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>
              <span className="sr-only">{t.layout.footer.phone}: </span>
              {COMPANY.phones.map((phone, index) => (
                <span key={phone}>
                  {index > 0 && ' / '}
                  <a href={telHref(phone)} className="hover:text-white hover:underline">
                    {phone}
                  </a>
                </span>
              ))}
            </p>
            <p>
              <span className="sr-only">{t.layout.footer.email}: </span>
              <a href={`mailto:${COMPANY.email}`} className="hover:text-white hover:underline">
                {COMPANY.email}
              </a>
            </p>
            <p>
              <span className="sr-only">{t.layout.footer.address}: </span>
              {t.layout.footer.addressLine({ street: COMPANY.address.street })}
            </p>
          </address>
          <h2 className="sr-only">{t.layout.footer.social}</h2>
          <SocialLinks className="mt-4" linkClassName="text-slate-300 hover:bg-brand-800 hover:text-white" />
        </div>
        <nav aria-label={t.layout.footer.navigation} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerGroups(t).map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-bold tracking-wide text-white uppercase">{group.title}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {group.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className="hover:text-white hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-6 gap-y-2 px-4 py-4 text-sm">
          <p>{t.layout.footer.copyright({ year: String(year) })}</p>
          <LanguageSwitcher
            display="names"
            className="flex flex-wrap items-center gap-x-2"
            labelClassName="font-semibold text-white"
            linkClassName="block rounded-md px-2 py-1 text-white underline-offset-4 hover:bg-brand-800 hover:underline"
            currentClassName="block px-2 py-1 font-semibold text-accent-500"
          />
          <InstallAppButton className="px-2 py-1 text-white hover:bg-brand-800" />
        </div>
      </div>
    </footer>
  );
}
