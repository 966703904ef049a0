import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { adminMessages } from '@/i18n/admin';

/**
 * What a team member sees at the address of a screen their role may not open: they stay signed in,
 * in the admin area, at the address they asked for, with a way back to the dashboard.
 */
export function NoAccess() {
  const t = adminMessages.team.noAccess;
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus the heading, as a screen's content changing under a link does not announce itself.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <title>{`${t.title} | ${adminMessages.admin.shell.title}`}</title>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        {t.title}
      </h1>
      <p className="mt-3 text-slate-700">{t.text}</p>
      <Link to={paths.admin} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t.backToDashboard}
      </Link>
    </div>
  );
}
