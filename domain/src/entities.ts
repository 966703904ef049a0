import * as z from 'zod';
import {
  APPLICATION_STATUSES,
  PARTNERSHIP_TYPES,
  PUBLICATION_CATEGORIES,
  SERVICE_CATEGORIES,
  STOCK_STATUSES,
} from './constants';
import { storedTranslations } from './translations';

/**
 * The stored shape of each collection of docs/product.md#data-and-fields, as the app reads it
 * back. Timestamps arrive as Date (the data layer converts Firestore Timestamps before parsing);
 * a document written offline has no server time yet, so write times are nullable.
 */
const writeTime = z.date().nullable();
const withId = { id: z.string() };

/**
 * Where the notification mail of a submission stands, as the mail Functions record it: "sending"
 * (claimed, under way), "sent", "failed" (an admin may send it again), "throttled" (held back by
 * the mail throttle; an admin may send it) or "invalid" (the document does not pass the form's
 * schema and is never mailed). Missing until the Function has run; an unknown state reads as missing.
 */
export const DELIVERY_STATES = ['sending', 'sent', 'failed', 'throttled', 'invalid'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * What "Send held messages again" (the resendHeldSubmissions Function) answers: how many held
 * submissions it mailed, how many the mail server refused (it stops at the first), and how many are
 * still held (one call sends a bounded number; the inbox offers the rest again).
 */
export type HeldResendResult = { sent: number; failed: number; remaining: number };
const delivery = z
  .object({ state: z.enum(DELIVERY_STATES), error: z.string().optional() })
  .optional()
  .catch(undefined);

export const heroSlideEntity = z.object({
  ...withId,
  title: z.string(),
  description: z.string(),
  image_url: z.string(),
  cta_text: z.string(),
  cta_link: z.string(),
  order_index: z.number(),
  translations: storedTranslations('hero_slides'),
});
export type HeroSlide = z.infer<typeof heroSlideEntity>;

export const productCategoryEntity = z.object({
  ...withId,
  name: z.string(),
  is_active: z.boolean(),
  translations: storedTranslations('product_categories'),
});
export type ProductCategory = z.infer<typeof productCategoryEntity>;

export const productEntity = z.object({
  ...withId,
  name: z.string(),
  slug: z.string(),
  category_id: z.string(),
  description: z.string(),
  price: z.number(),
  stock_status: z.enum(STOCK_STATUSES),
  specifications: z.record(z.string(), z.string()).default({}),
  image_url: z.string().nullable(),
  currency: z.literal('RWF'),
  sku: z.string().optional(),
  created_at: writeTime,
  updated_at: writeTime,
  translations: storedTranslations('products'),
});
export type Product = z.infer<typeof productEntity>;
/** A product with its category's name joined in, as lists show it. */
export type ProductWithCategory = Product & { category_name: string | null };

export const serviceEntity = z.object({
  ...withId,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  category: z.enum(SERVICE_CATEGORIES),
  features: z.array(z.string()),
  price_range: z.object({ min: z.number(), max: z.number() }),
  created_at: writeTime,
  updated_at: writeTime,
  translations: storedTranslations('services'),
});
export type Service = z.infer<typeof serviceEntity>;

export const partnerEntity = z.object({
  ...withId,
  name: z.string(),
  logo_url: z.string(),
  is_active: z.boolean(),
  created_at: writeTime,
});
export type Partner = z.infer<typeof partnerEntity>;

export const jobPostingEntity = z.object({
  ...withId,
  title: z.string(),
  department: z.string(),
  location: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  responsibilities: z.array(z.string()),
  is_active: z.boolean(),
  /** The deadline ("deadline" on public pages, "expires_at" in the admin form). */
  expires_at: z.date().nullable(),
  created_at: writeTime,
  translations: storedTranslations('job_postings'),
});
export type JobPosting = z.infer<typeof jobPostingEntity>;

export const jobApplicationEntity = z.object({
  ...withId,
  job_posting_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  resume_url: z.string(),
  cover_letter: z.string().optional(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: writeTime,
  delivery,
});
export type JobApplication = z.infer<typeof jobApplicationEntity>;

export const partnershipRequestEntity = z.object({
  ...withId,
  company_name: z.string(),
  tin_number: z.string(),
  contact_person: z.string(),
  email: z.string(),
  phone: z.string(),
  partnership_type: z.enum(PARTNERSHIP_TYPES),
  description: z.string(),
  handled: z.boolean().optional(),
  created_at: writeTime,
  delivery,
});
export type PartnershipRequestDoc = z.infer<typeof partnershipRequestEntity>;

export const contactMessageEntity = z.object({
  ...withId,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  handled: z.boolean().optional(),
  created_at: writeTime,
  delivery,
});
export type ContactMessageDoc = z.infer<typeof contactMessageEntity>;

export const publicationEntity = z.object({
  ...withId,
  title: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  category: z.enum(PUBLICATION_CATEGORIES),
  image_url: z.string().nullable(),
  is_published: z.boolean(),
  author_id: z.string(),
  published_at: z.date().nullable(),
  created_at: writeTime,
  updated_at: writeTime,
  translations: storedTranslations('publications'),
});
export type Publication = z.infer<typeof publicationEntity>;

export const navigationItemEntity = z.object({
  ...withId,
  label: z.string(),
  path: z.string(),
  parent_id: z.string().nullable(),
  order_index: z.number(),
  is_active: z.boolean(),
});
export type NavigationItem = z.infer<typeof navigationItemEntity>;

/** Fixed FAQ content (docs/product.md#static-pages). */
export type FaqEntry = { question: string; answer: string };
