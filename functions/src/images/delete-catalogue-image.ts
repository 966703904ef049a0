import { logger } from 'firebase-functions';
import { adminDb, defaultBucket } from '../admin';
import { replacedCatalogueImage } from './catalogue-image';
import { isImageInUse } from './image-users';

/**
 * Deletes the image a product or service no longer uses, unless another document still shows it
 * (the same upload picked for another item, a hero slide, a partner or an article); an object
 * already gone is fine.
 */
export async function deleteReplacedImage(
  documentPath: string,
  before: { image_url?: unknown } | undefined,
  after: { image_url?: unknown } | undefined,
): Promise<void> {
  const bucket = defaultBucket();
  const path = replacedCatalogueImage(before, after, bucket.name);
  if (!path) return;
  if (await isImageInUse(adminDb(), bucket.name, path, String(before?.image_url))) {
    logger.info(`${documentPath}: kept its former image ${path}, which another document still shows`);
    return;
  }
  await bucket.file(path).delete({ ignoreNotFound: true });
  logger.info(`${documentPath}: deleted its former image ${path}`);
}
