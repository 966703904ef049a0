import type { Publication } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { adminHref } from '@/features/admin/screens';
import { adminPagedList } from '@/data/admin-lists';
import {
  createPublication,
  deletePublication,
  publicationKeys,
  publicationPreviewQuery,
  publications,
  updatePublication,
} from '@/data/publications';
import { PagedCollectionScreen } from '@/features/admin/shared/PagedCollectionScreen';
import { RowActions, RowLink } from '@/features/admin/shared/RowActions';
import { useAdminWrites } from '@/features/admin/shared/useAdminCollection';
import { usePagedAdminList } from '@/features/admin/shared/usePagedAdminList';
import { useAuth } from '@/features/auth';
import { EDIT_PARAM } from './edit-from-address';
import { PublicationForm } from './PublicationForm';
import { PublicationStateBadge } from './PublicationStateBadge';
import { adminMessages } from '@/i18n/admin';

/**
 * Publications: the form on top, the articles below, newest first, read a page at a time. Each row
 * says whether visitors see the article (draft, scheduled for a time, published) and links to its
 * preview, which shows it as the public page will.
 */
export function PublicationsPage() {
  const t = adminMessages.adminContent.publications;
  const { publishing } = adminMessages;
  const { user } = useAuth();
  const list = usePagedAdminList(adminPagedList(publications), t.fetchFailed);
  const articles = useAdminWrites({
    collection: 'publications',
    invalidates: [publicationKeys.all],
    create: async (values) => {
      // The author is the signed-in team member (docs/product.md#roles); admin screens are shown only to one.
      if (!user) throw new Error('No signed-in team member to be the author');
      return createPublication(values, user.uid);
    },
    update: updatePublication,
    remove: (publication: Publication) => deletePublication(publication.id),
    messages: t,
  });
  useEditFromAddress(articles.editor.startEdit);
  const now = new Date();

  return (
    <PagedCollectionScreen
      collection={articles}
      messages={t}
      renderForm={(form) => <PublicationForm {...form} />}
      list={list}
      status={publishing.shown}
    >
      {(publication) => (
        <li key={publication.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">{publication.title}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <PublicationStateBadge publication={publication} now={now} />
              {publication.category}
            </p>
          </div>
          <RowActions name={publication.title} {...articles.rowActions(publication)}>
            <RowLink
              to={adminHref('publicationPreview', { id: publication.id })}
              label={publishing.previewOf(publication.title)}
            >
              {publishing.preview}
            </RowLink>
          </RowActions>
        </li>
      )}
    </PagedCollectionScreen>
  );
}

/**
 * Opens the article named by `?edit=<id>` in the form (the way back from its preview), read by id
 * since it may not be on the pages loaded; the parameter is then dropped, so a reload or a later
 * save does not open it again.
 */
function useEditFromAddress(startEdit: (publication: Publication) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get(EDIT_PARAM);
  const article = useQuery({ ...publicationPreviewQuery(id ?? ''), enabled: id !== null });
  useEffect(() => {
    if (id === null || !article.isSuccess) return;
    if (article.data) startEdit(article.data);
    setParams(
      (current) => {
        current.delete(EDIT_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [id, article.isSuccess, article.data, startEdit, setParams]);
}
