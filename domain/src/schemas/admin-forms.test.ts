import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { MAX_LENGTH, PUBLICATION_CATEGORIES, SERVICE_CATEGORIES, STOCK_STATUSES } from '../constants';
import { VALIDATION } from '../messages';
import {
  applicationStatusSchema,
  heroSlideSchema,
  jobPostingSchema,
  navigationItemSchema,
  partnerSchema,
  productCategorySchema,
  productSchema,
  publicationSchema,
  serviceSchema,
} from './admin-forms';

/** The message a form shows under one field (dotted path): the first issue reported there. */
function messageAt(schema: z.ZodType, input: unknown, path: string): string | undefined {
  const result = schema.safeParse(input);
  return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
}

/** Values that must never count as a filled-in text field. */
const MISSING_OR_WRONG_TYPE: readonly unknown[] = [
  undefined,
  '',
  '  \n ',
  42,
  ['text'],
  { text: 'text' },
  null,
];

/** Checks every blank or wrongly typed value of `field` gives `message` there. */
function expectRequired(schema: z.ZodType, valid: Record<string, unknown>, field: string, message: string) {
  for (const value of MISSING_OR_WRONG_TYPE) {
    expect(
      messageAt(schema, { ...valid, [field]: value }, field),
      `${field} = ${JSON.stringify(value)}`,
    ).toBe(message);
  }
}

const BAD_SLUGS = [
  'Hikvision-Camera',
  'hikvision camera',
  'hikvision--camera',
  '-hikvision',
  'hikvision-',
  'café',
  'a_b',
];
const BAD_SITE_PATHS = [
  'javascript:alert(1)',
  'https://evil.com',
  '//evil.com',
  '/\\evil.com',
  'products',
  '/products page',
  '/\tx',
];
const BAD_IMAGE_URLS = [
  'http://cdn.example.com/x.png',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'file:///etc/passwd',
  '//evil.com/x.png',
  '/\\evil.com/x.png',
];
const NOT_BOOLEANS: readonly unknown[] = ['true', 'false', 1, 0, null];

describe('productSchema', () => {
  const valid = {
    name: 'Hikvision 4MP Dome Camera',
    slug: 'hikvision-4mp-dome-camera',
    category_id: 'cctv-cameras',
    description: 'Indoor dome camera with night vision.',
    price: 85000,
  };

  it('accepts a product, trims it and fills the defaults', () => {
    expect(
      productSchema.parse({
        ...valid,
        name: ' Hikvision 4MP Dome Camera ',
        slug: ' hikvision-4mp-dome-camera ',
      }),
    ).toEqual({
      ...valid,
      stock_status: 'in_stock',
      specifications: {},
      image_url: null,
    });
  });

  it.each([
    ['name', VALIDATION.nameRequired],
    ['category_id', VALIDATION.categoryRequired],
    ['description', VALIDATION.descriptionRequired],
    ['slug', VALIDATION.slugRequired],
  ])('reports %s as "%s" when it is missing, blank or of the wrong type', (field, message) => {
    expectRequired(productSchema, valid, field, message);
  });

  it.each(['abc', 0, -5, '0', '-1', '', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, [], {}])(
    'refuses the price %j',
    (price) => {
      expect(messageAt(productSchema, { ...valid, price }, 'price')).toBe(VALIDATION.pricePositive);
    },
  );

  it('converts a typed price to a number', () => {
    expect(productSchema.parse({ ...valid, price: '1500' }).price).toBe(1500);
    expect(productSchema.parse({ ...valid, price: ' 1500.5 ' }).price).toBe(1500.5);
  });

  it.each(STOCK_STATUSES)('accepts the stock status %j', (stock_status) => {
    expect(productSchema.parse({ ...valid, stock_status }).stock_status).toBe(stock_status);
  });

  it.each(['In Stock', 'sold_out', ''])('refuses the stock status %j', (stock_status) => {
    expect(productSchema.safeParse({ ...valid, stock_status }).success).toBe(false);
  });

  it('trims specifications and refuses blank keys or non-text values', () => {
    expect(
      productSchema.parse({ ...valid, specifications: { ' Resolution ': ' 4MP ' } }).specifications,
    ).toEqual({
      Resolution: '4MP',
    });
    expect(productSchema.safeParse({ ...valid, specifications: { '  ': '4MP' } }).success).toBe(false);
    expect(productSchema.safeParse({ ...valid, specifications: { Resolution: 4 } }).success).toBe(false);
    expect(productSchema.safeParse({ ...valid, specifications: ['4MP'] }).success).toBe(false);
  });

  it('keeps each specification name and value on one line, as the rules do', () => {
    expect(productSchema.safeParse({ ...valid, specifications: { 'Lens\nsize': '2.8 mm' } }).success).toBe(
      false,
    );
    expect(
      messageAt(productSchema, { ...valid, specifications: { Lens: '2.8\nmm' } }, 'specifications.Lens'),
    ).toBe(VALIDATION.singleLine);
  });

  it('takes at most MAX_LENGTH.listItems specifications, as the rules do', () => {
    const specifications = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`Key ${i}`, 'value']));
    expect(
      productSchema.safeParse({ ...valid, specifications: specifications(MAX_LENGTH.listItems) }).success,
    ).toBe(true);
    expect(
      messageAt(
        productSchema,
        { ...valid, specifications: specifications(MAX_LENGTH.listItems + 1) },
        'specifications',
      ),
    ).toBe(VALIDATION.tooMany(MAX_LENGTH.listItems));
  });

  it('keeps an image URL or path, stores an empty one as null and refuses unsafe ones', () => {
    expect(productSchema.parse({ ...valid, image_url: 'https://cdn.example.com/a.jpg' }).image_url).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(productSchema.parse({ ...valid, image_url: '/seed-images/camera.jpg' }).image_url).toBe(
      '/seed-images/camera.jpg',
    );
    expect(productSchema.parse({ ...valid, image_url: '' }).image_url).toBeNull();
    expect(productSchema.parse({ ...valid, image_url: null }).image_url).toBeNull();
    for (const image_url of BAD_IMAGE_URLS) {
      expect(productSchema.safeParse({ ...valid, image_url }).success, image_url).toBe(false);
    }
  });

  it.each(BAD_SLUGS)('refuses the slug %j', (slug) => {
    expect(messageAt(productSchema, { ...valid, slug }, 'slug')).toBe(VALIDATION.slugFormat);
  });

  it('refuses over-long values', () => {
    expect(messageAt(productSchema, { ...valid, name: 'a'.repeat(MAX_LENGTH.name + 1) }, 'name')).toBe(
      VALIDATION.tooLong(MAX_LENGTH.name),
    );
    expect(
      messageAt(
        productSchema,
        { ...valid, description: 'a'.repeat(MAX_LENGTH.description + 1) },
        'description',
      ),
    ).toBe(VALIDATION.tooLong(MAX_LENGTH.description));
  });
});

describe('serviceSchema', () => {
  const valid = {
    name: 'Network Installation',
    slug: 'network-installation',
    description: 'Structured cabling and Wi-Fi for offices.',
    category: 'Network Solutions',
    features: ['Site survey', 'Cat6 cabling'],
    price_range: { min: 150000, max: 900000 },
  };

  it('accepts a service, trims it and drops blank features', () => {
    expect(
      serviceSchema.parse({
        ...valid,
        name: ' Network Installation ',
        features: [' Site survey ', '  ', 'Cat6 cabling'],
      }),
    ).toEqual({ ...valid, image_url: null });
  });

  it.each([
    ['name', VALIDATION.nameRequired],
    ['slug', VALIDATION.slugRequired],
    ['description', VALIDATION.descriptionRequired],
    ['category', VALIDATION.categoryRequired],
  ])('reports %s as "%s" when it is missing, blank or of the wrong type', (field, message) => {
    expectRequired(serviceSchema, valid, field, message);
  });

  it.each(SERVICE_CATEGORIES)('accepts the category %j', (category) => {
    expect(serviceSchema.parse({ ...valid, category }).category).toBe(category);
  });

  it.each(['training', 'Networking', 'Security'])('refuses the category %j', (category) => {
    expect(messageAt(serviceSchema, { ...valid, category }, 'category')).toBe(VALIDATION.categoryRequired);
  });

  it('defaults a missing price range to 0 and 0 and converts typed amounts', () => {
    expect(serviceSchema.parse({ ...valid, price_range: {} }).price_range).toEqual({ min: 0, max: 0 });
    expect(serviceSchema.parse({ ...valid, price_range: { min: '100', max: '250.5' } }).price_range).toEqual({
      min: 100,
      max: 250.5,
    });
    expect(serviceSchema.parse({ ...valid, price_range: { min: 500, max: 500 } }).price_range).toEqual({
      min: 500,
      max: 500,
    });
  });

  it.each([-1, '-5', 'abc', Number.NaN])('refuses the amount %j at either end of the range', (amount) => {
    expect(
      messageAt(serviceSchema, { ...valid, price_range: { min: amount, max: 10 } }, 'price_range.min'),
    ).toBe(VALIDATION.priceRangeMin);
    expect(
      messageAt(serviceSchema, { ...valid, price_range: { min: 0, max: amount } }, 'price_range.max'),
    ).toBe(VALIDATION.priceRangeMin);
  });

  it('refuses a maximum below the minimum, on the maximum field', () => {
    expect(
      messageAt(serviceSchema, { ...valid, price_range: { min: 500, max: 100 } }, 'price_range.max'),
    ).toBe(VALIDATION.priceRangeOrder);
  });

  it('refuses features that are not a list of short texts', () => {
    expect(serviceSchema.safeParse({ ...valid, features: 'Site survey' }).success).toBe(false);
    expect(serviceSchema.safeParse({ ...valid, features: [1, 2] }).success).toBe(false);
    expect(
      messageAt(serviceSchema, { ...valid, features: ['a'.repeat(MAX_LENGTH.listItem + 1)] }, 'features.0'),
    ).toBe(VALIDATION.tooLong(MAX_LENGTH.listItem));
    expect(
      serviceSchema.safeParse({
        ...valid,
        features: Array.from({ length: MAX_LENGTH.listItems + 1 }, () => 'x'),
      }).success,
    ).toBe(false);
  });

  it.each(BAD_SLUGS)('refuses the slug %j', (slug) => {
    expect(messageAt(serviceSchema, { ...valid, slug }, 'slug')).toBe(VALIDATION.slugFormat);
  });
});

describe('jobPostingSchema', () => {
  const valid = {
    title: 'Network Engineer',
    department: 'Engineering',
    location: 'Kigali',
    description: 'Design and maintain client networks.',
    requirements: ['CCNA'],
    responsibilities: ['Install switches'],
  };

  it('accepts a posting that is active with no deadline by default', () => {
    expect(jobPostingSchema.parse(valid)).toEqual({ ...valid, is_active: true, expires_at: null });
  });

  it.each([
    ['title', VALIDATION.titleRequired],
    ['department', VALIDATION.departmentRequired],
    ['location', VALIDATION.locationRequired],
    ['description', VALIDATION.descriptionRequired],
  ])('reports %s as "%s" when it is missing, blank or of the wrong type', (field, message) => {
    expectRequired(jobPostingSchema, valid, field, message);
  });

  it('keeps a deadline typed as a calendar date and turns an empty one into null', () => {
    expect(jobPostingSchema.parse({ ...valid, expires_at: '2026-12-31' }).expires_at).toBe('2026-12-31');
    expect(jobPostingSchema.parse({ ...valid, expires_at: '' }).expires_at).toBeNull();
    expect(jobPostingSchema.parse({ ...valid, expires_at: null }).expires_at).toBeNull();
  });

  it.each(['2026-02-30', '31/12/2026', 'tomorrow', '2026-12-31T10:00', 20261231])(
    'refuses the deadline %j',
    (expires_at) => {
      expect(jobPostingSchema.safeParse({ ...valid, expires_at }).success).toBe(false);
    },
  );

  it.each(NOT_BOOLEANS)('refuses is_active %j', (is_active) => {
    expect(jobPostingSchema.safeParse({ ...valid, is_active }).success).toBe(false);
  });

  it('trims requirement lists, drops blank lines and refuses non-lists', () => {
    expect(jobPostingSchema.parse({ ...valid, requirements: [' CCNA ', ''] }).requirements).toEqual(['CCNA']);
    expect(jobPostingSchema.safeParse({ ...valid, requirements: 'CCNA' }).success).toBe(false);
    expect(jobPostingSchema.safeParse({ ...valid, responsibilities: null }).success).toBe(false);
  });

  it('refuses a line break in the title', () => {
    expect(messageAt(jobPostingSchema, { ...valid, title: 'Network\nEngineer' }, 'title')).toBe(
      VALIDATION.singleLine,
    );
  });
});

describe('publicationSchema', () => {
  const valid = {
    title: 'Kigali Tech opens a training centre',
    content: 'From January we run CCTV installer courses.',
    category: 'Company News',
  };

  it('accepts a publication as a draft with empty extras stored as null', () => {
    expect(publicationSchema.parse(valid)).toEqual({
      ...valid,
      excerpt: null,
      image_url: null,
      is_published: false,
    });
    expect(publicationSchema.parse({ ...valid, excerpt: '   ', image_url: '' })).toMatchObject({
      excerpt: null,
      image_url: null,
    });
  });

  it('trims an excerpt and refuses an over-long one', () => {
    expect(publicationSchema.parse({ ...valid, excerpt: ' Short news. ' }).excerpt).toBe('Short news.');
    expect(
      messageAt(publicationSchema, { ...valid, excerpt: 'a'.repeat(MAX_LENGTH.description + 1) }, 'excerpt'),
    ).toBe(VALIDATION.tooLong(MAX_LENGTH.description));
  });

  it.each([
    ['title', VALIDATION.titleRequired],
    ['content', VALIDATION.contentRequired],
    ['category', VALIDATION.categoryRequired],
  ])('reports %s as "%s" when it is missing, blank or of the wrong type', (field, message) => {
    expectRequired(publicationSchema, valid, field, message);
  });

  it.each(PUBLICATION_CATEGORIES)('accepts the category %j', (category) => {
    expect(publicationSchema.parse({ ...valid, category }).category).toBe(category);
  });

  it.each(['News', 'company news', 'Training'])('refuses the category %j', (category) => {
    expect(messageAt(publicationSchema, { ...valid, category }, 'category')).toBe(
      VALIDATION.categoryRequired,
    );
  });

  it.each(NOT_BOOLEANS)('refuses is_published %j', (is_published) => {
    expect(publicationSchema.safeParse({ ...valid, is_published }).success).toBe(false);
  });

  it.each(BAD_IMAGE_URLS)('refuses the image URL %j', (image_url) => {
    expect(messageAt(publicationSchema, { ...valid, image_url }, 'image_url')).toBe(VALIDATION.imageUrl);
  });
});

describe('navigationItemSchema', () => {
  const valid = { label: 'Products', path: '/products', order_index: 2 };

  it('accepts an item, active and without parent by default', () => {
    expect(navigationItemSchema.parse({ ...valid, label: ' Products ', path: ' /products ' })).toEqual({
      ...valid,
      parent_id: null,
      is_active: true,
    });
    expect(navigationItemSchema.parse({ ...valid, parent_id: '' }).parent_id).toBeNull();
    expect(navigationItemSchema.parse({ ...valid, parent_id: 'nav-services' }).parent_id).toBe(
      'nav-services',
    );
  });

  it('trims the parent id and holds it to one line of MAX_LENGTH.shortText, as the rules do', () => {
    expect(navigationItemSchema.parse({ ...valid, parent_id: ' nav-services ' }).parent_id).toBe(
      'nav-services',
    );
    expect(navigationItemSchema.parse({ ...valid, parent_id: '   ' }).parent_id).toBeNull();
    expect(
      navigationItemSchema.parse({ ...valid, parent_id: 'p'.repeat(MAX_LENGTH.shortText) }).parent_id,
    ).toHaveLength(MAX_LENGTH.shortText);
    expect(
      messageAt(
        navigationItemSchema,
        { ...valid, parent_id: 'p'.repeat(MAX_LENGTH.shortText + 1) },
        'parent_id',
      ),
    ).toBe(VALIDATION.tooLong(MAX_LENGTH.shortText));
    expect(messageAt(navigationItemSchema, { ...valid, parent_id: 'nav\nservices' }, 'parent_id')).toBe(
      VALIDATION.singleLine,
    );
  });

  it.each([
    ['label', VALIDATION.labelRequired],
    ['path', VALIDATION.pathRequired],
  ])('reports %s as "%s" when it is missing, blank or of the wrong type', (field, message) => {
    expectRequired(navigationItemSchema, valid, field, message);
  });

  it.each(['/', '/products', '/services/network-installation', '/careers?open=1', '/about#team'])(
    'accepts the site path %j',
    (path) => {
      expect(navigationItemSchema.parse({ ...valid, path }).path).toBe(path);
    },
  );

  it.each(BAD_SITE_PATHS)('refuses the path %j', (path) => {
    expect(messageAt(navigationItemSchema, { ...valid, path }, 'path')).toBe(VALIDATION.pathFormat);
  });

  it('converts a typed order and refuses a negative or fractional one', () => {
    expect(navigationItemSchema.parse({ ...valid, order_index: '3' }).order_index).toBe(3);
    for (const order_index of [-1, 1.5, 'abc']) {
      expect(navigationItemSchema.safeParse({ ...valid, order_index }).success, String(order_index)).toBe(
        false,
      );
    }
  });

  it.each(NOT_BOOLEANS)('refuses is_active %j', (is_active) => {
    expect(navigationItemSchema.safeParse({ ...valid, is_active }).success).toBe(false);
  });

  it('refuses a line break in the label', () => {
    expect(messageAt(navigationItemSchema, { ...valid, label: 'Pro\nducts' }, 'label')).toBe(
      VALIDATION.singleLine,
    );
  });
});

describe('heroSlideSchema', () => {
  const valid = {
    title: 'Secure your business',
    description: 'CCTV, alarms and access control installed across Rwanda.',
    image_url: '/seed-images/hero-1.jpg',
    cta_text: 'See products',
    cta_link: '/products',
    order_index: 0,
  };

  it('accepts a slide', () => {
    expect(heroSlideSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['title', VALIDATION.titleRequired],
    ['description', VALIDATION.descriptionRequired],
    ['cta_text', VALIDATION.labelRequired],
    ['cta_link', VALIDATION.pathRequired],
    ['image_url', VALIDATION.imageUrl],
  ])('reports %s as "%s" when it is missing, blank or of the wrong type', (field, message) => {
    expectRequired(heroSlideSchema, valid, field, message);
  });

  it.each(BAD_SITE_PATHS)('refuses the button link %j', (cta_link) => {
    expect(messageAt(heroSlideSchema, { ...valid, cta_link }, 'cta_link')).toBe(VALIDATION.pathFormat);
  });

  it.each(BAD_IMAGE_URLS)('refuses the image URL %j', (image_url) => {
    expect(messageAt(heroSlideSchema, { ...valid, image_url }, 'image_url')).toBe(VALIDATION.imageUrl);
  });
});

describe('partnerSchema', () => {
  const valid = { name: 'Hikvision', logo_url: 'https://cdn.example.com/hikvision.png' };

  it('accepts a partner, active by default', () => {
    expect(partnerSchema.parse(valid)).toEqual({ ...valid, is_active: true });
    expect(partnerSchema.parse({ ...valid, is_active: false }).is_active).toBe(false);
  });

  it('reports a missing name and logo', () => {
    expectRequired(partnerSchema, valid, 'name', VALIDATION.nameRequired);
    expectRequired(partnerSchema, valid, 'logo_url', VALIDATION.imageUrl);
  });

  it.each(BAD_IMAGE_URLS)('refuses the logo URL %j', (logo_url) => {
    expect(messageAt(partnerSchema, { ...valid, logo_url }, 'logo_url')).toBe(VALIDATION.imageUrl);
  });

  it.each(NOT_BOOLEANS)('refuses is_active %j', (is_active) => {
    expect(partnerSchema.safeParse({ ...valid, is_active }).success).toBe(false);
  });
});

describe('productCategorySchema', () => {
  it('accepts a trimmed name, active by default', () => {
    expect(productCategorySchema.parse({ name: ' CCTV Cameras ' })).toEqual({
      name: 'CCTV Cameras',
      is_active: true,
    });
  });

  it('reports a missing name and refuses a text is_active', () => {
    expectRequired(productCategorySchema, {}, 'name', VALIDATION.nameRequired);
    for (const is_active of NOT_BOOLEANS) {
      expect(productCategorySchema.safeParse({ name: 'CCTV', is_active }).success).toBe(false);
    }
  });
});

describe('applicationStatusSchema', () => {
  it('accepts the four statuses and nothing else', () => {
    for (const status of ['pending', 'reviewed', 'accepted', 'rejected']) {
      expect(applicationStatusSchema.parse(status)).toBe(status);
    }
    for (const status of ['Pending', 'approved', '', null]) {
      expect(applicationStatusSchema.safeParse(status).success).toBe(false);
    }
  });
});
