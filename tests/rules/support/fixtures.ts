import {
  contactMessageSchema,
  heroSlideSchema,
  jobApplicationSchema,
  jobPostingSchema,
  navigationItemSchema,
  partnerSchema,
  partnershipRequestSchema,
  productCategorySchema,
  productSchema,
  publicationSchema,
  serviceSchema,
  type ContactMessageInput,
  type JobApplicationInput,
  type PartnershipRequestInput,
} from '@kigali/domain';
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { ADMIN_UID } from './actors';

/**
 * Valid documents, built by running the domain schemas the app's forms use, so a fixture is
 * exactly what the app would write. Each negative test changes one thing in one of these.
 */
const DAY = 24 * 60 * 60 * 1000;
export const PAST = Timestamp.fromDate(new Date('2026-01-15T08:00:00Z'));
export const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY);
export const inSeconds = (seconds: number) => Timestamp.fromMillis(Date.now() + seconds * 1000);

/** Firestore refuses undefined values; the app leaves empty optional fields out instead. */
const defined = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

const delivered = { delivery: { state: 'sent', at: PAST } };

// ---------- public submissions ----------

const contactInput: ContactMessageInput = {
  name: 'Grace Mukeshimana',
  email: 'grace.mukeshimana@example.com',
  phone: '+250 788 641 220',
  message: 'Our school needs about 20 cameras. Could you prepare a quotation?',
};

/** A valid contact message as a client would write it: refused to every client (the Function stores them). */
export const contactMessageWrite = (input: ContactMessageInput = contactInput): DocumentData => ({
  ...contactMessageSchema.parse(input),
  created_at: serverTimestamp(),
});

export const storedContactMessage = (): DocumentData => ({
  ...contactMessageSchema.parse(contactInput),
  created_at: PAST,
  ...delivered,
});

export const OPEN_POSTING = 'job-network-engineer';
export const INACTIVE_POSTING = 'job-closed';
const EXPIRED_POSTING = 'job-expired';
const UNDATED_POSTING = 'job-no-deadline';

const applicationInput: JobApplicationInput = {
  full_name: 'Aline Uwase',
  email: 'aline.uwase@example.com',
  phone: '+250 788 214 530',
  resume_url: 'https://drive.example.com/resumes/aline-uwase-cv.pdf',
  cover_letter: 'I have supported enterprise networks at a Kigali bank for three years.',
};

/** A valid application as a client would write it: refused to every client (the Function stores them). */
export const jobApplicationWrite = (
  input: JobApplicationInput = applicationInput,
  postingId: string = OPEN_POSTING,
): DocumentData => ({
  job_posting_id: postingId,
  ...defined(jobApplicationSchema.parse(input)),
  status: 'pending',
  created_at: serverTimestamp(),
});

export const storedJobApplication = (): DocumentData => ({
  job_posting_id: OPEN_POSTING,
  ...defined(jobApplicationSchema.parse(applicationInput)),
  status: 'pending',
  created_at: PAST,
  ...delivered,
});

const partnershipInput: PartnershipRequestInput = {
  company_name: 'Rubavu Digital Ltd',
  tin_number: '102345678',
  contact_person: 'Olivier Nshimiyimana',
  email: 'olivier@rubavudigital.example.com',
  phone: '+250 788 552 410',
  partnership_type: 'reseller',
  description: 'We would like to resell your CCTV products in the Western Province.',
};

/** A valid partnership request as a client would write it: refused to every client (the Function stores them). */
export const partnershipRequestWrite = (input: PartnershipRequestInput = partnershipInput): DocumentData => ({
  ...partnershipRequestSchema.parse(input),
  created_at: serverTimestamp(),
});

export const storedPartnershipRequest = (): DocumentData => ({
  ...partnershipRequestSchema.parse(partnershipInput),
  created_at: PAST,
  ...delivered,
});

// ---------- catalogue and content ----------

export const CATEGORY_ID = 'cat-cctv';

export const productCategoryFields = (): DocumentData =>
  productCategorySchema.parse({ name: 'CCTV Cameras', is_active: true });

export const productFields = (): DocumentData => ({
  ...productSchema.parse({
    name: 'Hikvision 4MP Dome Camera',
    slug: 'hikvision-4mp-dome-camera',
    category_id: CATEGORY_ID,
    description: 'A compact 4 MP dome camera with 30 m infrared night vision.',
    price: '85000',
    stock_status: 'in_stock',
    specifications: { Resolution: '4 MP', Lens: '2.8 mm fixed' },
    image_url: '/images/seed/products/hikvision-4mp-dome-camera.webp',
  }),
  currency: 'RWF',
  sku: 'KTS-CAM-001',
});

export const serviceFields = (): DocumentData =>
  serviceSchema.parse({
    name: 'Structured Cabling & Network Installation',
    slug: 'structured-cabling-network-installation',
    description: 'Certified Cat6 cabling, fibre links, Wi-Fi coverage and firewalls.',
    category: 'Network Solutions',
    features: ['Site survey and network design', 'Cat6 and fibre cabling', ' '],
    price_range: { min: '500000', max: '6000000' },
    image_url: '',
  });

export const heroSlideFields = (): DocumentData =>
  heroSlideSchema.parse({
    title: 'Smart Security for Homes and Businesses',
    description: 'CCTV, access control and alarm systems installed across Rwanda.',
    image_url: '/images/seed/hero/hero-security.webp',
    cta_text: 'Shop Security Products',
    cta_link: '/products',
    order_index: '0',
  });

export const navigationItemFields = (): DocumentData =>
  navigationItemSchema.parse({
    label: 'Trainings',
    path: '/trainings',
    parent_id: 'nav-focus-areas',
    order_index: '2',
    is_active: true,
  });

export const partnerFields = (): DocumentData =>
  partnerSchema.parse({ name: 'Hikvision', logo_url: '/images/seed/partners/partner-hikvision.webp' });

export const jobPostingFields = (): DocumentData => {
  const form = jobPostingSchema.parse({
    title: 'Network Engineer',
    department: 'Engineering',
    location: 'Kigali, Rwanda',
    description: 'Design, install and support LAN, WAN and Wi-Fi networks for our clients.',
    requirements: ['CCNA certification or equivalent knowledge'],
    responsibilities: ['Design and document client networks'],
    is_active: true,
    expires_at: '',
  });
  return { ...form, expires_at: inDays(30) };
};

export const publicationFields = (): DocumentData =>
  publicationSchema.parse({
    title: 'How to Choose the Right CCTV System',
    content: 'Resolution, storage, lenses and remote viewing: a practical guide.',
    category: 'Tutorials',
    excerpt: '',
    image_url: null,
    is_published: true,
  });

export const publicationCreate = (): DocumentData => ({
  ...publicationFields(),
  author_id: ADMIN_UID,
  published_at: serverTimestamp(),
  created_at: serverTimestamp(),
  updated_at: serverTimestamp(),
});

/** Stored forms with server times from the past, as the seed script writes them. */
export const stored = {
  product: () => ({ ...productFields(), created_at: PAST, updated_at: PAST }),
  service: () => ({ ...serviceFields(), created_at: PAST, updated_at: PAST }),
  partner: (isActive = true) => ({ ...partnerFields(), is_active: isActive, created_at: PAST }),
  jobPosting: (overrides: DocumentData = {}) => ({ ...jobPostingFields(), created_at: PAST, ...overrides }),
  publication: (overrides: DocumentData = {}) => ({
    ...publicationFields(),
    author_id: 'author-uid',
    published_at: PAST,
    created_at: PAST,
    updated_at: PAST,
    ...overrides,
  }),
};

/** The job postings every job-application test can apply to. */
export const postings = (): Record<string, DocumentData> => ({
  [`job_postings/${OPEN_POSTING}`]: stored.jobPosting(),
  [`job_postings/${INACTIVE_POSTING}`]: stored.jobPosting({ is_active: false }),
  [`job_postings/${EXPIRED_POSTING}`]: stored.jobPosting({ expires_at: inDays(-1) }),
  [`job_postings/${UNDATED_POSTING}`]: stored.jobPosting({ expires_at: null }),
});

/** Returns a copy of `data` without `key`. */
export function without(data: DocumentData, key: string): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));
}
