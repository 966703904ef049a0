import * as z from 'zod';
import {
  APPLICATION_STATUSES,
  DEFAULT_STOCK_STATUS,
  MAX_LENGTH,
  PUBLICATION_CATEGORIES,
  SERVICE_CATEGORIES,
  STOCK_STATUSES,
} from '../constants';
import { VALIDATION } from '../messages';
import { matches } from '../patterns';
import { translationsFormSchema, translationsSchema } from '../translations';
import { specificationRows, specifications } from './specifications';
import { imageUrl, nullableImageUrl, requiredLine, requiredText, sitePath, slug, textList } from './fields';

const nonNegativeNumber = z.coerce
  .number({ error: VALIDATION.priceRangeMin })
  .refine(Number.isFinite, VALIDATION.priceRangeMin)
  .min(0, VALIDATION.priceRangeMin);

const orderIndex = z.coerce.number().int().min(0);

export const productSchema = z.object({
  name: requiredLine(VALIDATION.nameRequired, MAX_LENGTH.name),
  slug,
  category_id: requiredLine(VALIDATION.categoryRequired, MAX_LENGTH.shortText),
  description: requiredText(VALIDATION.descriptionRequired, MAX_LENGTH.description),
  price: z.coerce
    .number({ error: VALIDATION.pricePositive })
    .refine(Number.isFinite, VALIDATION.pricePositive)
    .positive(VALIDATION.pricePositive),
  stock_status: z.enum(STOCK_STATUSES).default(DEFAULT_STOCK_STATUS),
  specifications,
  image_url: nullableImageUrl,
  translations: translationsSchema('products'),
});
export type ProductFormInput = z.input<typeof productSchema>;
export type ProductForm = z.output<typeof productSchema>;

/** The product form as the admin fills it in: the same product, its specifications edited as rows. */
export const productFormSchema = productSchema.extend({
  specifications: specificationRows,
  translations: translationsFormSchema('products'),
});
export type ProductFormRowsInput = z.input<typeof productFormSchema>;

export const serviceSchema = z.object({
  name: requiredLine(VALIDATION.nameRequired, MAX_LENGTH.name),
  slug,
  description: requiredText(VALIDATION.descriptionRequired, MAX_LENGTH.description),
  category: z.enum(SERVICE_CATEGORIES, { error: VALIDATION.categoryRequired }),
  features: textList,
  price_range: z
    .object({ min: nonNegativeNumber.default(0), max: nonNegativeNumber.default(0) })
    .refine((range) => range.max >= range.min, {
      message: VALIDATION.priceRangeOrder,
      path: ['max'],
    }),
  image_url: nullableImageUrl,
  translations: translationsSchema('services'),
});
export type ServiceFormInput = z.input<typeof serviceSchema>;
export type ServiceForm = z.output<typeof serviceSchema>;

/** A calendar date typed in a date field (YYYY-MM-DD), or nothing. */
const optionalDate = z
  .union([z.literal(''), z.null(), z.iso.date()])
  .optional()
  .transform((value) => (value ? value : null));

export const jobPostingSchema = z.object({
  title: requiredLine(VALIDATION.titleRequired, MAX_LENGTH.title),
  department: requiredLine(VALIDATION.departmentRequired, MAX_LENGTH.shortText),
  location: requiredLine(VALIDATION.locationRequired, MAX_LENGTH.shortText),
  description: requiredText(VALIDATION.descriptionRequired, MAX_LENGTH.description),
  requirements: textList,
  responsibilities: textList,
  is_active: z.boolean().default(true),
  expires_at: optionalDate,
  translations: translationsSchema('job_postings'),
});
export type JobPostingFormInput = z.input<typeof jobPostingSchema>;
export type JobPostingForm = z.output<typeof jobPostingSchema>;

export const publicationSchema = z.object({
  title: requiredLine(VALIDATION.titleRequired, MAX_LENGTH.title),
  content: requiredText(VALIDATION.contentRequired, MAX_LENGTH.content),
  category: z.enum(PUBLICATION_CATEGORIES, { error: VALIDATION.categoryRequired }),
  excerpt: z
    .string()
    .trim()
    .max(MAX_LENGTH.description, VALIDATION.tooLong(MAX_LENGTH.description))
    .nullish()
    .transform((value) => (value ? value : null)),
  image_url: nullableImageUrl,
  is_published: z.boolean().default(false),
  translations: translationsSchema('publications'),
});
export type PublicationFormInput = z.input<typeof publicationSchema>;
export type PublicationForm = z.output<typeof publicationSchema>;

export const navigationItemSchema = z.object({
  label: requiredLine(VALIDATION.labelRequired, MAX_LENGTH.shortText),
  path: sitePath,
  /** Another item's id, or nothing: one line of at most MAX_LENGTH.shortText, as the rules check. */
  parent_id: z
    .string()
    .trim()
    .max(MAX_LENGTH.shortText, VALIDATION.tooLong(MAX_LENGTH.shortText))
    .regex(matches('singleLine'), VALIDATION.singleLine)
    .nullish()
    .transform((value) => (value ? value : null)),
  order_index: orderIndex,
  is_active: z.boolean().default(true),
});
export type NavigationItemFormInput = z.input<typeof navigationItemSchema>;
export type NavigationItemForm = z.output<typeof navigationItemSchema>;

export const heroSlideSchema = z.object({
  title: requiredLine(VALIDATION.titleRequired, MAX_LENGTH.title),
  description: requiredText(VALIDATION.descriptionRequired, MAX_LENGTH.description),
  image_url: imageUrl,
  cta_text: requiredLine(VALIDATION.labelRequired, MAX_LENGTH.shortText),
  cta_link: sitePath,
  order_index: orderIndex,
  translations: translationsSchema('hero_slides'),
});
export type HeroSlideFormInput = z.input<typeof heroSlideSchema>;
export type HeroSlideForm = z.output<typeof heroSlideSchema>;

export const partnerSchema = z.object({
  name: requiredLine(VALIDATION.nameRequired, MAX_LENGTH.name),
  logo_url: imageUrl,
  is_active: z.boolean().default(true),
});
export type PartnerFormInput = z.input<typeof partnerSchema>;
export type PartnerForm = z.output<typeof partnerSchema>;

export const productCategorySchema = z.object({
  name: requiredLine(VALIDATION.nameRequired, MAX_LENGTH.name),
  is_active: z.boolean().default(true),
  translations: translationsSchema('product_categories'),
});
export type ProductCategoryFormInput = z.input<typeof productCategorySchema>;
export type ProductCategoryForm = z.output<typeof productCategorySchema>;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
