import { groupedWhole as count } from '@kigali/domain';

/** Scheduled publishing and the preview of a publication (docs/product.md#states). */
export const publishing = {
  publishAt: 'Publish at (Kigali time)',
  publishAtHint:
    'Leave empty to publish when you save. A later time schedules the article: visitors see it from then.',
  /** The state of an article in the list and on its preview. */
  state: {
    draft: 'Draft',
    scheduledFor: (when: string) => `Scheduled for ${when}`,
    published: 'Published',
    publishedOn: (day: string) => `Published ${day}`,
  },
  preview: 'Preview',
  previewOf: (title: string) => `Preview ${title}`,
  previewBanner: (state: string) => `Preview — ${state}`,
  previewExplained: 'This is how visitors will see the article. Only the team can open this page.',
  backToForm: 'Back to the form',
  previewNotFound: 'There is no publication with this address. It may have been deleted.',
  previewFailed: 'Failed to load the publication',
  shown: (shown: number, total: number | null) => {
    const noun = (value: number) => (value === 1 ? 'publication' : 'publications');
    return total === null
      ? `Showing ${count(shown)} ${noun(shown)}`
      : `Showing ${count(shown)} of ${count(total)} ${noun(total)}`;
  },
} as const;
