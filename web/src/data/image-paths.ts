/**
 * The decisions behind catalogue image files, kept free of Firebase so they are unit-tested:
 * where an upload goes, and which old file may be removed.
 */
import { IMAGE_FOLDERS } from '@kigali/domain';

export type ImageKind = keyof typeof IMAGE_FOLDERS;

const EXTENSIONS_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
};

/** The file's own extension (lowercase letters and digits only), else one from its type. */
export function imageExtension(file: { name: string; type: string }): string {
  const dot = file.name.lastIndexOf('.');
  const own = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (/^[a-z0-9]{1,5}$/.test(own)) return own;
  return EXTENSIONS_BY_TYPE[file.type] ?? 'img';
}

/** A random lowercase string, long enough that two uploads never collide. */
export function randomName(length = 12, random: () => number = Math.random): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

/**
 * docs/product.md#calls: products go to product-images/{timestamp}-{random}.{ext}, services to
 * services-images/{random}.{ext}.
 */
export function imageObjectPath(
  kind: ImageKind,
  file: { name: string; type: string },
  now: number = Date.now(),
  random: string = randomName(),
): string {
  const name = kind === 'product' ? `${now}-${random}` : random;
  return `${IMAGE_FOLDERS[kind]}/${name}.${imageExtension(file)}`;
}

const OWNED_FOLDERS: readonly string[] = Object.values(IMAGE_FOLDERS);

/**
 * The object path of an image URL when it is a download URL of our own bucket, in one of the
 * catalogue folders; null for anything else (seed images, other sites, other folders), which must
 * never be deleted. `hosts` are the hosts download URLs come from (the emulator's on emulators).
 */
export function ownedImagePath(
  url: string | null | undefined,
  bucket: string,
  hosts: readonly string[],
): string | null {
  if (!url || !bucket) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!hosts.includes(parsed.host)) return null;
  const match = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(parsed.pathname);
  if (!match || decodeURIComponent(match[1]!) !== bucket) return null;
  const path = decodeURIComponent(match[2]!);
  const [folder, name, ...rest] = path.split('/');
  if (rest.length > 0 || !name || name === '.' || name === '..' || !OWNED_FOLDERS.includes(folder!)) {
    return null;
  }
  return path;
}
