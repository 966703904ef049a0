import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { adminHref } from '@/features/admin/screens';
import { publicationPreviewQuery } from '@/data/publications';
import { useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { ArticleView } from '@/features/news';
import { useMessages } from '@/i18n';
import { editPublicationHref } from './edit-from-address';
import { publicationStateText } from './publication-state-text';
import { adminMessages } from '@/i18n/admin';

/**
 * A publication as visitors will see it, whatever its state: the public article page's own view,
 * under a banner saying this is a preview and whether the article is a draft, scheduled or
 * published. Read with the team member's full SDK, since visitors may not read a draft. The whole
 * back office is kept out of search results (noindex), this page too.
 */
export function PublicationPreviewPage() {
  const { id = '' } = useParams();
  const { publishing } = adminMessages;
  const common = useMessages().common;
  const preview = useQuery(publicationPreviewQuery(id));
  useFetchFailureToast(preview.error, publishing.previewFailed);
  const backToForm = editPublicationHref(adminHref('publications'), id);
  const article = preview.data;
  const banner = article ? publishing.previewBanner(publicationStateText(article, new Date()).text) : null;

  return (
    <div className="space-y-4">
      <title>{`${banner ?? publishing.preview} | ${adminMessages.admin.shell.title}`}</title>
      <meta name="robots" content="noindex" />
      <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-lg font-bold text-amber-950">{banner ?? publishing.preview}</p>
          <p className="text-sm text-amber-900">{publishing.previewExplained}</p>
        </div>
        <Link to={backToForm} className="font-semibold text-brand-700 underline hover:text-brand-900">
          {publishing.backToForm}
        </Link>
      </div>
      {preview.isPending ? (
        <p role="status" className="text-slate-700">
          {common.loading}
        </p>
      ) : article ? (
        // The public page's white ground, as visitors see the article.
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          <ArticleView article={article} />
        </div>
      ) : (
        preview.isSuccess && <p className="text-slate-700">{publishing.previewNotFound}</p>
      )}
    </div>
  );
}
