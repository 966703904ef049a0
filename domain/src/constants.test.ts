import { describe, expect, it } from 'vitest';
import { COMPANY } from './company';
import {
  APPLICATION_STATUSES,
  CURRENCY,
  DEFAULT_STOCK_STATUS,
  isTraining,
  isTrainingCategory,
  LIMITS,
  MAX_LENGTH,
  PARTNERSHIP_TYPE_LABELS,
  PARTNERSHIP_TYPES,
  PUBLICATION_CATEGORIES,
  SERVICE_CATEGORIES,
  STOCK_STATUS_LABELS,
  STOCK_STATUSES,
  TRAINING_CATEGORY,
} from './constants';
import { PATTERNS } from './patterns';

describe('lists of docs/product.md#data-and-fields', () => {
  it('has the service categories in the documented order, Training included', () => {
    expect(SERVICE_CATEGORIES).toEqual([
      'Network Solutions',
      'Security Systems',
      'IT Consulting',
      'Cloud Services',
      'Hardware Support',
      'Software Development',
      'Training',
    ]);
    expect(SERVICE_CATEGORIES).toContain(TRAINING_CATEGORY);
    expect(TRAINING_CATEGORY).toBe('Training');
  });

  it('has the publication categories', () => {
    expect(PUBLICATION_CATEGORIES).toEqual([
      'Company News',
      'Technology Trends',
      'Product Updates',
      'Industry Insights',
      'Events',
      'Tutorials',
    ]);
  });

  it('has the partnership types, each with a label', () => {
    expect(PARTNERSHIP_TYPES).toEqual(['distributor', 'reseller', 'technology', 'service']);
    expect(Object.keys(PARTNERSHIP_TYPE_LABELS).sort()).toEqual([...PARTNERSHIP_TYPES].sort());
  });

  it('has the application and stock statuses, in stock by default', () => {
    expect(APPLICATION_STATUSES).toEqual(['pending', 'reviewed', 'accepted', 'rejected']);
    expect(STOCK_STATUSES).toEqual(['in_stock', 'out_of_stock', 'pre_order']);
    expect(STOCK_STATUS_LABELS.in_stock).toBe('In Stock');
    expect(Object.keys(STOCK_STATUS_LABELS).sort()).toEqual([...STOCK_STATUSES].sort());
    expect(DEFAULT_STOCK_STATUS).toBe('in_stock');
    expect(CURRENCY).toBe('RWF');
  });
});

describe('LIMITS', () => {
  it('matches docs/product.md#constants-and-limits', () => {
    expect(LIMITS).toEqual({
      heroAutoplayMs: 5000,
      partnersAutoplayMs: 3000,
      partnersBreakpoints: {
        320: { slidesPerView: 2, spaceBetween: 20 },
        480: { slidesPerView: 3, spaceBetween: 30 },
        640: { slidesPerView: 4, spaceBetween: 40 },
      },
      featuredProducts: 4,
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
    });
  });
});

describe('MAX_LENGTH', () => {
  it('leaves room above every minimum length', () => {
    expect(MAX_LENGTH.message).toBeGreaterThan(LIMITS.contactMessageMin);
    expect(MAX_LENGTH.description).toBeGreaterThan(LIMITS.partnershipDescriptionMin);
  });

  it('allows the longest phone the phone pattern allows, and no more', () => {
    const phone = new RegExp(PATTERNS.phone);
    expect(phone.test(`+${'1'.repeat(MAX_LENGTH.phone - 1)}`)).toBe(true);
    expect(phone.test('1'.repeat(MAX_LENGTH.phone + 1))).toBe(false);
  });
});

describe('COMPANY', () => {
  it('chats on the digits of its first phone number', () => {
    expect(COMPANY.chatNumber).toBe(COMPANY.phones[0].replace(/\D/g, ''));
  });

  it('has contact details the forms themselves would accept', () => {
    for (const address of [COMPANY.email, COMPANY.careersEmail])
      expect(address).toMatch(new RegExp(PATTERNS.email));
    for (const phone of COMPANY.phones) expect(phone).toMatch(new RegExp(PATTERNS.phone));
    for (const link of Object.values(COMPANY.social)) expect(link).toMatch(/^https:\/\//);
  });

  it('is in Kigali, Rwanda, open Mo-Fr 08:00-18:00', () => {
    expect(COMPANY.address).toMatchObject({ locality: 'Kigali', country: 'Rwanda', countryCode: 'RW' });
    expect(COMPANY.openingHours).toBe('Mo-Fr 08:00-18:00');
    expect(COMPANY.areaServed).toBe('Rwanda');
  });
});

describe('isTraining', () => {
  it('takes a service of the Training category for a training', () => {
    expect(isTraining({ category: 'Training' })).toBe(true);
    expect(isTrainingCategory(TRAINING_CATEGORY)).toBe(true);
  });
  // Exactly the category the trainings query asks Firestore for: anything else is not listed there.
  it.each(['Network Solutions', 'training', 'Trainings', ' Training ', 'Training Centre', 'Retraining'])(
    'does not take %j for the Training category',
    (category) => {
      expect(isTraining({ category })).toBe(false);
    },
  );
});
