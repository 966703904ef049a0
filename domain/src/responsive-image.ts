/**
 * Responsive sources for the seed's images. scripts/make-seed-images.ts writes every image under
 * /images/seed/<folder>/ at full size plus one smaller copy named "<name>-<width>.webp"; the widths
 * per folder are listed here.
 */
export const SEED_IMAGE_WIDTHS: Readonly<Record<string, { full: number; small: number }>> = {
  products: { full: 800, small: 400 },
  services: { full: 800, small: 400 },
  hero: { full: 1600, small: 800 },
  partners: { full: 320, small: 160 },
  publications: { full: 1200, small: 600 },
};

const SEED_IMAGE = /^\/images\/seed\/([a-z]+)\/([a-z0-9-]+)\.webp$/;

/**
 * The srcset of an image URL, or undefined when there is no smaller copy to offer. Only the seed's
 * own files come in several widths: images uploaded to Firebase Storage are stored as sent (no
 * resized copies exist), so they, and any other URL, are shown from their single src.
 */
export function seedImageSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? SEED_IMAGE.exec(url) : null;
  if (!match) return undefined;
  const [, folder = '', name = ''] = match;
  const widths = Object.hasOwn(SEED_IMAGE_WIDTHS, folder) ? SEED_IMAGE_WIDTHS[folder] : undefined;
  // A URL that already names the small copy has no smaller one.
  if (!widths || name.endsWith(`-${widths.small}`)) return undefined;
  return `/images/seed/${folder}/${name}-${widths.small}.webp ${widths.small}w, ${url} ${widths.full}w`;
}
