import type { ReactNode } from 'react';

/** One row of an admin detail list (`<dl>`): what it is, then its value. */
export function DetailRow({
  term,
  className,
  children,
}: {
  term: string;
  /** The value's own classes. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/** An e-mail address in an admin detail list, as a link that writes to it. */
export function EmailDetailRow({ term, email }: { term: string; email: string }) {
  return (
    <DetailRow term={term} className="break-all">
      <a href={`mailto:${email}`} className="text-brand-700 underline">
        {email}
      </a>
    </DetailRow>
  );
}
