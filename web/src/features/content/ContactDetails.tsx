import { COMPANY } from '@kigali/domain';
import { telHref } from '@/features/layout';

/** The e-mail address and both phone numbers, as links that start a mail or a call. */
export function ContactDetails({ emailLabel, phoneLabel }: { emailLabel: string; phoneLabel: string }) {
  return (
    <dl className="space-y-4">
      <div>
        <dt className="text-sm font-bold tracking-wide text-slate-600 uppercase">{emailLabel}</dt>
        <dd className="mt-1">
          <a href={`mailto:${COMPANY.email}`} className="text-lg text-brand-700 hover:underline">
            {COMPANY.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-bold tracking-wide text-slate-600 uppercase">{phoneLabel}</dt>
        {COMPANY.phones.map((phone) => (
          <dd key={phone} className="mt-1">
            <a href={telHref(phone)} className="text-lg text-brand-700 hover:underline">
              {phone}
            </a>
          </dd>
        ))}
      </div>
    </dl>
  );
}
