import { StaticPage } from './StaticPage';

/** A legal page whose text is a few paragraphs (cookies, privacy). */
export function LegalParagraphsPage({
  page,
}: {
  page: { title: string; seoDescription: string; paragraphs: readonly string[] };
}) {
  return (
    <StaticPage page={page}>
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-12 text-slate-700">
        {page.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </StaticPage>
  );
}
