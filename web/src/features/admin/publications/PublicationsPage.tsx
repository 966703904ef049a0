import {
  allPublicationsQuery,
  createPublication,
  deletePublication,
  publicationKeys,
  updatePublication,
} from '@/data/publications';
import { AdminCollectionScreen } from '@/features/admin/shared/AdminCollectionScreen';
import { AdminRows } from '@/features/admin/shared/AdminRows';
import { RowActions } from '@/features/admin/shared/RowActions';
import { ShownBadge } from '@/features/admin/shared/ShownBadge';
import { formatAdminDate } from '@/features/admin/shared/format-date';
import { useAdminCollection } from '@/features/admin/shared/useAdminCollection';
import { useAuth } from '@/features/auth';
import { PublicationForm } from './PublicationForm';
import { adminMessages } from '@/i18n/admin';

export function PublicationsPage() {
  const t = adminMessages.adminContent.publications;
  const { user } = useAuth();
  const articles = useAdminCollection({
    list: allPublicationsQuery(),
    invalidates: [publicationKeys.all],
    create: async (values) => {
      // The author is the signed-in admin (docs/product.md#roles); admin screens are shown only to one.
      if (!user) throw new Error('No signed-in admin to be the author');
      return createPublication(values, user.uid);
    },
    update: updatePublication,
    remove: (publication) => deletePublication(publication.id),
    messages: t,
    confirmDeleteText: adminMessages.admin.confirm.cannotRevert,
  });

  return (
    <AdminCollectionScreen
      collection={articles}
      messages={t}
      renderForm={(form) => <PublicationForm {...form} />}
    >
      <AdminRows items={articles.items} isLoading={articles.isLoading} emptyText={t.empty}>
        {(publication) => (
          <li key={publication.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{publication.title}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <ShownBadge
                  shown={publication.is_published}
                  label={publication.is_published ? t.published : t.draft}
                />
                {publication.category}
                {publication.published_at && (
                  <time dateTime={publication.published_at.toISOString()}>
                    · {t.publishedOn(formatAdminDate(publication.published_at))}
                  </time>
                )}
              </p>
            </div>
            <RowActions name={publication.title} {...articles.rowActions(publication)} />
          </li>
        )}
      </AdminRows>
    </AdminCollectionScreen>
  );
}
