export const CURRENCY = 'RWF';

export const SERVICE_CATEGORIES = [
  'Network Solutions',
  'Security Systems',
  'IT Consulting',
  'Cloud Services',
  'Hardware Support',
  'Software Development',
  'Training',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export const TRAINING_CATEGORY = 'Training' satisfies ServiceCategory;

/**
 * Whether a service category is the trainings' one: exactly "Training", as the trainings query asks
 * Firestore (docs/decisions.md#trainings-are-services). The one test of it, so the trainings page,
 * the services page, search and the sitemap agree.
 */
export const isTrainingCategory = (category: string): boolean => category === TRAINING_CATEGORY;

/** Whether a service is a training (listed under /trainings, not /services). */
export const isTraining = (service: { category: string }): boolean => isTrainingCategory(service.category);

export const PUBLICATION_CATEGORIES = [
  'Company News',
  'Technology Trends',
  'Product Updates',
  'Industry Insights',
  'Events',
  'Tutorials',
] as const;
export type PublicationCategory = (typeof PUBLICATION_CATEGORIES)[number];

export const PARTNERSHIP_TYPES = ['distributor', 'reseller', 'technology', 'service'] as const;
export type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];
export const PARTNERSHIP_TYPE_LABELS: Record<PartnershipType, string> = {
  distributor: 'Distributor',
  reseller: 'Reseller',
  technology: 'Technology Partner',
  service: 'Service Partner',
};

export const APPLICATION_STATUSES = ['pending', 'reviewed', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STOCK_STATUSES = ['in_stock', 'out_of_stock', 'pre_order'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  in_stock: 'In Stock',
  out_of_stock: 'Out of Stock',
  pre_order: 'Pre-order',
};
export const DEFAULT_STOCK_STATUS: StockStatus = 'in_stock';

/** Business constants of docs/product.md#constants-and-limits. */
export const LIMITS = {
  heroAutoplayMs: 5000,
  partnersAutoplayMs: 3000,
  partnersBreakpoints: {
    320: { slidesPerView: 2, spaceBetween: 20 },
    480: { slidesPerView: 3, spaceBetween: 30 },
    640: { slidesPerView: 4, spaceBetween: 40 },
  },
  featuredProducts: 4,
  /** Products per page on /products, and rows per page of the admin lists (cursor pagination). */
  productsPageSize: 24,
  adminPageSize: 25,
  featuredServices: 6,
  dashboardRecentApplications: 5,
  contactMessageMin: 10,
  partnershipDescriptionMin: 10,
  passwordMin: 6,
  descriptionClampChars: 100,
  descriptionClampLines: 4,
  featuresPerCard: 3,
  sideTabHideMs: 1000,
  toastDurationMs: 4000,
  toastMaxVisible: 3,
  sharingImage: { width: 1200, height: 630 },
} as const;

/**
 * Upper bounds on submitted text (docs/product.md#validation): they keep documents and mails sane,
 * and firestore.rules repeats them (rules cannot import this file).
 */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  description: 5000,
  coverLetter: 10000,
  url: 2048,
  title: 200,
  shortText: 200,
  tin: 50,
  content: 50000,
  listItem: 500,
  listItems: 50,
} as const;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Folders of our Storage bucket that hold catalogue images (docs/product.md#data-and-fields). */
export const IMAGE_FOLDERS = { product: 'product-images', service: 'services-images' } as const;
