import type { ProductForm } from '@kigali/domain';
import { removeStoredImage, uploadImage } from '@/data/images';
import {
  createProduct,
  deleteProduct,
  isProductSlugTaken,
  ProductSlugTakenError,
  updateProduct,
} from '@/data/products';
import { messages } from '@/i18n';

const t = messages.admin.products;

type SaveRequest = {
  form: ProductForm;
  /** A picked file replaces `form.image_url` once uploaded. */
  imageFile: File | null;
  /** The product being edited, or null to create one. */
  editing: { id: string; image_url: string | null } | null;
};

/**
 * The slug is checked first (so nothing is uploaded for a refused save), then the image is uploaded, then the
 * product saved (docs/product.md#calls). Errors carry the inner texts of docs/product.md#messages ("Failed to
 * upload image", "Failed to save product data"). A freshly uploaded file is removed again when the save
 * failed: nothing points at it. A replaced image is left to the clean-up Function, which first checks that no
 * other document (another item, a hero slide, a partner, an article) shows it.
 */
export async function saveProduct({ form, imageFile, editing }: SaveRequest): Promise<void> {
  if (await isProductSlugTaken(form.slug, editing?.id ?? null)) throw new ProductSlugTakenError(form.slug);

  let imageUrl = form.image_url;
  if (imageFile) {
    try {
      imageUrl = await uploadImage('product', imageFile);
    } catch (error) {
      throw new Error(t.uploadFailed, { cause: error });
    }
  }

  const product = { ...form, image_url: imageUrl };
  try {
    if (editing) await updateProduct(editing.id, product);
    else await createProduct(product);
  } catch (error) {
    if (imageFile) await removeStoredImage(imageUrl);
    throw new Error(t.saveDataFailed, { cause: error });
  }
}

/** Deletes the product; its image file is the clean-up Function's to remove, if nothing else shows it. */
export async function removeProduct(id: string): Promise<void> {
  await deleteProduct(id);
}
