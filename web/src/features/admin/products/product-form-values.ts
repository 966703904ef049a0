import {
  DEFAULT_STOCK_STATUS,
  matches,
  MAX_LENGTH,
  productSchema,
  VALIDATION,
  type ProductWithCategory,
} from '@kigali/domain';
import * as z from 'zod';
import { messages } from '@/i18n';

const t = messages.admin.products;

/** One row of the specifications editor; the stored shape is a key/value map. */
export type SpecificationRow = { key: string; value: string };

const specificationRows = z
  .array(
    z.object({
      key: z
        .string()
        .trim()
        .max(MAX_LENGTH.shortText, VALIDATION.tooLong(MAX_LENGTH.shortText))
        .regex(matches('singleLine'), VALIDATION.singleLine),
      value: z
        .string()
        .trim()
        .max(MAX_LENGTH.listItem, VALIDATION.tooLong(MAX_LENGTH.listItem))
        .regex(matches('singleLine'), VALIDATION.singleLine),
    }),
  )
  .superRefine((rows, context) => {
    const seen = new Set<string>();
    let filled = 0;
    rows.forEach((row, index) => {
      if (row.key === '' && row.value === '') return;
      // The domain (and the rules) take at most MAX_LENGTH.listItems: the first row past it says so.
      filled += 1;
      if (filled === MAX_LENGTH.listItems + 1) {
        context.addIssue({
          code: 'custom',
          message: VALIDATION.tooMany(MAX_LENGTH.listItems),
          path: [index, 'key'],
        });
      }
      if (row.key === '') {
        context.addIssue({ code: 'custom', message: t.specKeyRequired, path: [index, 'key'] });
      } else if (seen.has(row.key.toLowerCase())) {
        context.addIssue({ code: 'custom', message: t.specKeyDuplicate, path: [index, 'key'] });
      }
      seen.add(row.key.toLowerCase());
    });
  })
  .transform((rows) =>
    Object.fromEntries(rows.filter((row) => row.key !== '').map((row) => [row.key, row.value])),
  );

/** The domain's product schema, with the specifications edited as rows (blank rows are dropped). */
export const productFormSchema = productSchema.extend({ specifications: specificationRows });
export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

export const emptyProductValues = (): ProductFormValues => ({
  name: '',
  slug: '',
  category_id: '',
  description: '',
  price: '',
  stock_status: DEFAULT_STOCK_STATUS,
  specifications: [],
  image_url: '',
});

/** The form filled in from a stored product, for edit mode. */
export const productValues = (product: ProductWithCategory): ProductFormValues => ({
  name: product.name,
  slug: product.slug,
  category_id: product.category_id,
  description: product.description,
  price: String(product.price),
  stock_status: product.stock_status,
  specifications: Object.entries(product.specifications).map(([key, value]) => ({ key, value })),
  image_url: product.image_url ?? '',
});
