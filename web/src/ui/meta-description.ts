const MAX = 160;

/** A page description for search results from a longer text: one line, cut at a word near 160 characters. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX) return line;
  const cut = line.slice(0, MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
