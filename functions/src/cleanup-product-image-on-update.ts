import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { deleteReplacedImage } from './images/delete-catalogue-image';

/** When a product's image is replaced or removed, its old uploaded file goes too. */
export const cleanupProductImageOnUpdate = onDocumentUpdated('products/{id}', async (event) => {
  if (!event.data) return;
  await deleteReplacedImage(event.data.after.ref.path, event.data.before.data(), event.data.after.data());
});
