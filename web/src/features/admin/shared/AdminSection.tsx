import { useId, type ReactNode } from 'react';
import { adminMessages } from '@/i18n/admin';

type Props = {
  /** The page heading, also used for the document title. */
  title: string;
  /** Buttons beside the heading, such as "Add Product". */
  actions?: ReactNode;
  formTitle?: string;
  /** The create/edit form; screens without one (a read-only list) leave it out. */
  form?: ReactNode;
  listTitle: string;
  /** Search box and filters above the list. */
  toolbar?: ReactNode;
  children: ReactNode;
};

/** The shape of every management screen (docs/product.md#admin-screens): the form on top, the list below. */
export function AdminSection({ title, actions, formTitle, form, listTitle, toolbar, children }: Props) {
  return (
    <div className="space-y-6">
      <AdminPageHeader title={title} actions={actions} />
      {form && <AdminCard title={formTitle ?? title}>{form}</AdminCard>}
      <AdminCard title={listTitle}>
        {toolbar && <div className="mb-4">{toolbar}</div>}
        {children}
      </AdminCard>
    </div>
  );
}

export function AdminPageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const t = adminMessages.admin.shell;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <title>{`${title} | ${t.title}`}</title>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function AdminCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
