/** An article's content as paragraphs: blank lines separate them; single line breaks stay inside one. */
export function articleParagraphs(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
