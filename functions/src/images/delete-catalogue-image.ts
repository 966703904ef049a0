import { logger } from 'firebase-functions';
import { defaultBucket } from '../admin';
import { replacedCatalogueImage } from './catalogue-image';

/** Deletes the image a product or service no longer uses; an object already gone is fine. */
export async function deleteReplacedImage(
  documentPath: string,
  before: { image_url?: unknown } | undefined,
  after: { image_url?: unknown } | undefined,
): Promise<void> {
  const bucket = defaultBucket();
  const path = replacedCatalogueImage(before, after, bucket.name);
  if (!path) return;
  await bucket.file(path).delete({ ignoreNotFound: true });
  logger.info(`${documentPath}: deleted its former image ${path}`);
}
