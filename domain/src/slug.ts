/**
 * The slug rule of docs/product.md#data-and-fields: lowercase, spaces to hyphens, drop everything
 * but a-z, 0-9 and hyphens, collapse repeated hyphens. Leading and trailing hyphens are trimmed too,
 * so the result always matches PATTERNS.slug (or is empty when the name has no usable character).
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
