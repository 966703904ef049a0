import type { ContactMessageInput, JobApplicationInput } from '@kigali/domain';
import { localizedPath } from '@kigali/domain/locales';
import { useId, useMemo, useSyncExternalStore, type ComponentProps } from 'react';
import { toasts } from '@/ui/toasts';
import { JobApplicationForm } from '@/features/careers';
import { ContactForm } from '@/features/contact';
import { PartnershipRequestForm } from '@/features/partnership';
import { paths } from '@/config/paths';
import { useLocale, useMessages } from '@/i18n';
import { Button, buttonClass } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { removePendingSubmission, subscribeToPendingSubmissions } from '@/data/pending-submission-changes';
import {
  parsePendingSubmissions,
  pendingSubmissionsSnapshot,
  type PendingSubmission,
} from '@/data/pending-submissions';

/**
 * The submissions the server did not take, each with why and with everything the visitor typed.
 * A message, a partnership request, or an application to a posting still open comes back in its
 * own form, filled in, to correct and send again (as a new submission; the refused one then
 * leaves the list). An application to a posting that has closed cannot be sent to it again, so
 * its details are shown to copy, with a link to the positions still open. Each can be discarded.
 */
export function RefusedSubmissionsDialog({ onClose }: { onClose: () => void }) {
  const { common, pwa } = useMessages();
  const t = pwa.refused;
  const snapshot = useSyncExternalStore(subscribeToPendingSubmissions, pendingSubmissionsSnapshot);
  const refused = useMemo(
    () => parsePendingSubmissions(snapshot).filter((entry) => entry.refused),
    [snapshot],
  );
  return (
    <Dialog open={refused.length > 0} onClose={onClose} title={t.title} closeLabel={common.close} size="lg">
      <p className="text-sm text-slate-700">{t.intro}</p>
      <div className="mt-4 max-h-[70vh] space-y-6 overflow-y-auto">
        {refused.map((entry) => (
          <RefusedSubmission key={entry.id} entry={entry} onCloseDialog={onClose} />
        ))}
      </div>
    </Dialog>
  );
}

type EntryProps = { entry: PendingSubmission; onCloseDialog: () => void };

function RefusedSubmission({ entry, onCloseDialog }: EntryProps) {
  const t = useMessages().pwa.refused;
  const headingId = useId();
  const forget = () => removePendingSubmission(entry.id);
  const heading =
    entry.collection === 'contact_messages'
      ? t.message
      : entry.collection === 'partnership_requests'
        ? t.partnershipRequest
        : t.application({ title: entry.posting?.title ?? '' });
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h3>
      <p className="mt-1 text-sm text-red-800">{t.reasons[entry.refused?.reason ?? 'refused']}</p>
      <div className="mt-3">
        <SubmissionAgain entry={entry} onSent={forget} onCloseDialog={onCloseDialog} />
      </div>
      <Button variant="secondary" className="mt-3" onClick={forget}>
        {t.discard}
      </Button>
    </section>
  );
}

/** The way to send it again that makes sense for this submission. */
function SubmissionAgain({ entry, onSent, onCloseDialog }: EntryProps & { onSent: () => void }) {
  const formId = useId();
  switch (entry.collection) {
    case 'contact_messages':
      return <ContactForm initialValues={entry.fields as ContactMessageInput} onSent={onSent} />;
    case 'partnership_requests':
      return (
        <PartnershipRequestForm
          initialValues={
            entry.fields as NonNullable<ComponentProps<typeof PartnershipRequestForm>>['initialValues']
          }
          onSent={onSent}
        />
      );
    case 'job_applications':
      return entry.posting && entry.refused?.reason !== 'posting-closed' ? (
        <JobApplicationForm
          id={formId}
          posting={entry.posting}
          initialValues={entry.fields as JobApplicationInput}
          onSent={onSent}
          onClose={onCloseDialog}
        />
      ) : (
        <ApplicationDetails fields={entry.fields} />
      );
  }
}

/** An application that cannot go to its posting again: what was typed, to copy elsewhere. */
function ApplicationDetails({ fields }: { fields: PendingSubmission['fields'] }) {
  const t = useMessages();
  const locale = useLocale();
  const labels: [keyof typeof t.careers.fields, string][] = [
    ['fullName', 'full_name'],
    ['email', 'email'],
    ['phone', 'phone'],
    ['resumeUrl', 'resume_url'],
    ['coverLetter', 'cover_letter'],
  ];
  const shown = labels.filter(([, key]) => fields[key]);
  const asText = shown
    .map(([label, key]) =>
      t.pwa.refused.detailLine({ label: t.careers.fields[label], value: fields[key] ?? '' }),
    )
    .join('\n');
  const copy = () =>
    navigator.clipboard.writeText(asText).then(
      () => toasts.success(t.pwa.refused.copied),
      () => toasts.error(t.pwa.refused.copyFailed),
    );
  return (
    <>
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {shown.map(([label, key]) => (
          <div key={key} className="contents">
            <dt className="font-semibold text-slate-700">{t.careers.fields[label]}</dt>
            <dd className="whitespace-pre-wrap break-words text-slate-900">{fields[key]}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={copy}>{t.pwa.refused.copyDetails}</Button>
        {/* The notice lives outside the router: a plain link loads the careers page, in the page's language. */}
        <a href={localizedPath(locale, paths.careers)} className={buttonClass('secondary')}>
          {t.pwa.refused.seeOpenPositions}
        </a>
      </div>
    </>
  );
}
