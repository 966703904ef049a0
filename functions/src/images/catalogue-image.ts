import { IMAGE_FOLDERS } from '@kigali/domain';

/**
 * Which Storage object, if any, an image URL of a product or service stands for. Only objects in
 * our own bucket under the catalogue folders count: external URLs, site paths (the seed's
 * images) and other buckets are never ours to delete.
 */
const CATALOGUE_PREFIXES = Object.values(IMAGE_FOLDERS).map((folder) => `${folder}/`);

type StorageLocation = { bucket: string; path: string };

function storageLocation(url: string): StorageLocation | null {
  if (url.startsWith('gs://')) {
    const [bucket = '', ...rest] = url.slice('gs://'.length).split('/');
    return { bucket, path: rest.join('/') };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  // Download URLs: https://firebasestorage.googleapis.com/v0/b/<bucket>/o/<encoded path>?alt=media&token=…
  // (the Storage emulator serves the same shape from its own host).
  const download = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(parsed.pathname);
  if (download) return { bucket: decodeURIComponent(download[1]!), path: decodeURIComponent(download[2]!) };
  // Public URLs: https://storage.googleapis.com/<bucket>/<path> and https://<bucket>.storage.googleapis.com/<path>
  const path = decodeURIComponent(parsed.pathname.slice(1));
  if (parsed.hostname === 'storage.googleapis.com') {
    const [bucket = '', ...rest] = path.split('/');
    return { bucket, path: rest.join('/') };
  }
  if (parsed.hostname.endsWith('.storage.googleapis.com')) {
    return { bucket: parsed.hostname.slice(0, -'.storage.googleapis.com'.length), path };
  }
  return null;
}

/** The object path in `bucket` that `url` points at, when it is one of our catalogue images. */
export function catalogueObjectPath(url: unknown, bucket: string): string | null {
  if (typeof url !== 'string') return null;
  let location: StorageLocation | null;
  try {
    location = storageLocation(url.trim());
  } catch {
    return null;
  }
  if (!location || location.bucket !== bucket) return null;
  const inCatalogue = CATALOGUE_PREFIXES.some(
    (prefix) => location.path.startsWith(prefix) && location.path.length > prefix.length,
  );
  return inCatalogue ? location.path : null;
}

export type CatalogueImage = { path: string; url: string };

/**
 * The catalogue objects a stored document shows in its image `fields`, each with the URL it is
 * shown under (its download token helps find other copies); external and site images are left out.
 */
export function catalogueImagesIn(
  data: Record<string, unknown>,
  fields: readonly string[],
  bucket: string,
): CatalogueImage[] {
  return fields.flatMap((field) => {
    const url = data[field];
    const path = catalogueObjectPath(url, bucket);
    return path ? [{ path, url: String(url) }] : [];
  });
}
