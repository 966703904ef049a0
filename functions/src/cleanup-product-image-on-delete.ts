import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { deleteReplacedImage } from './images/delete-catalogue-image';

/** When a product is deleted, its uploaded image goes too. */
export const cleanupProductImageOnDelete = onDocumentDeleted('products/{id}', async (event) => {
  if (!event.data) return;
  await deleteReplacedImage(event.data.ref.path, event.data.data(), undefined);
});
