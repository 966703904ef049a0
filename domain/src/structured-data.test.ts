import { describe, expect, it } from 'vitest';
import { COMPANY } from './company';
import { SERVICE_CATEGORIES } from './constants';
import { isWebPageJsonLd, localBusinessJsonLd, webPageJsonLd } from './structured-data';
import {
  articleJsonLd,
  availabilityOf,
  contactPageJsonLd,
  courseJsonLd,
  faqPageJsonLd,
  itemListJsonLd,
  productJsonLd,
  serviceJsonLd,
} from './structured-data-pages';

const SITE = 'https://www.kigalitech.rw';

const camera = {
  name: 'Hikvision 4MP Dome Camera',
  slug: 'hikvision-4mp-dome-camera',
  description: 'Indoor dome camera with night vision.',
  price: 85000,
  stock_status: 'in_stock',
  image_url: '/seed-images/camera.jpg',
  category_name: 'CCTV Cameras',
};

/** Nothing built from a configured site URL may point at a development machine. */
function expectNoLocalAddress(data: unknown) {
  expect(JSON.stringify(data)).not.toMatch(/localhost|127\.0\.0\.1|0\.0\.0\.0/);
}

describe('localBusinessJsonLd', () => {
  const business = localBusinessJsonLd(SITE, SERVICE_CATEGORIES);

  it('describes the company as docs/product.md#page-metadata lists it', () => {
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Kigali Tech Solutions',
      telephone: COMPANY.phones[0],
      email: COMPANY.email,
      address: { '@type': 'PostalAddress', addressLocality: 'Kigali', addressCountry: 'RW' },
      areaServed: { '@type': 'Country', name: 'Rwanda' },
      openingHours: 'Mo-Fr 08:00-18:00',
      priceRange: 'RWF',
    });
    expect(business.telephone).toMatch(/^\+250/);
    expect(business.knowsLanguage).toEqual(expect.arrayContaining(['English']));
  });

  it('places the business at about -1.94, 29.87', () => {
    const geo = business.geo as { latitude: number; longitude: number };
    expect(geo.latitude).toBeCloseTo(-1.94, 1);
    expect(geo.longitude).toBeCloseTo(29.87, 1);
  });

  it('offers each service it is given', () => {
    const catalog = business.hasOfferCatalog as { itemListElement: { itemOffered: { name: string } }[] };
    expect(catalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual([...SERVICE_CATEGORIES]);
    expect(localBusinessJsonLd(SITE).hasOfferCatalog).toMatchObject({ itemListElement: [] });
  });

  it('uses the configured site URL, with or without a trailing slash', () => {
    expect(business.url).toBe(`${SITE}/`);
    expect(business['@id']).toBe(`${SITE}/#business`);
    expect(localBusinessJsonLd(`${SITE}/`).url).toBe(`${SITE}/`);
    expectNoLocalAddress(business);
  });
});

describe('availabilityOf', () => {
  it.each([
    ['in_stock', 'https://schema.org/InStock'],
    ['In Stock', 'https://schema.org/InStock'],
    ['out_of_stock', 'https://schema.org/OutOfStock'],
    ['pre_order', 'https://schema.org/PreOrder'],
    ['in stock', 'https://schema.org/OutOfStock'],
    ['', 'https://schema.org/OutOfStock'],
    [null, 'https://schema.org/OutOfStock'],
    [undefined, 'https://schema.org/OutOfStock'],
  ])('maps %j to %s', (status, availability) => {
    expect(availabilityOf(status)).toBe(availability);
  });
});

describe('productJsonLd', () => {
  it('describes the product with an RWF offer on its own page', () => {
    const product = productJsonLd(SITE, camera, 'en');
    expect(product).toMatchObject({
      '@type': 'Product',
      name: camera.name,
      description: camera.description,
      sku: camera.slug,
      image: `${SITE}/seed-images/camera.jpg`,
      category: 'CCTV Cameras',
      offers: {
        '@type': 'Offer',
        url: `${SITE}/products/hikvision-4mp-dome-camera`,
        price: '85000.00',
        priceCurrency: 'RWF',
        availability: 'https://schema.org/InStock',
      },
    });
    expectNoLocalAddress(product);
  });

  it("offers the product on its page in the page's language", () => {
    expect(productJsonLd(SITE, camera, 'fr').offers).toMatchObject({
      url: `${SITE}/fr/products/hikvision-4mp-dome-camera`,
    });
    expect(productJsonLd(SITE, camera, 'rw').offers).toMatchObject({
      url: `${SITE}/rw/products/hikvision-4mp-dome-camera`,
    });
  });

  it.each([
    ['in_stock', 'https://schema.org/InStock'],
    ['out_of_stock', 'https://schema.org/OutOfStock'],
    ['pre_order', 'https://schema.org/PreOrder'],
    ['In Stock', 'https://schema.org/InStock'],
  ])('gives stock %j the availability %s', (stock_status, availability) => {
    expect(productJsonLd(SITE, { ...camera, stock_status }, 'en').offers).toMatchObject({ availability });
  });

  it('prefers the SKU, keeps an absolute image URL and leaves out a missing image or category', () => {
    const product = productJsonLd(
      SITE,
      {
        ...camera,
        sku: 'HIK-DS-2CD',
        image_url: 'https://cdn.example.com/camera.jpg',
      },
      'en',
    );
    expect(product.sku).toBe('HIK-DS-2CD');
    expect(product.image).toBe('https://cdn.example.com/camera.jpg');
    const bare = productJsonLd(SITE, { ...camera, image_url: null, category_name: null }, 'en');
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('category');
  });
});

describe('itemListJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    expect(
      itemListJsonLd(
        SITE,
        [
          { name: 'Dome camera', path: '/products/dome-camera' },
          { name: 'Alarm kit', path: 'products/alarm-kit' },
        ],
        'en',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Dome camera', url: `${SITE}/products/dome-camera` },
        { '@type': 'ListItem', position: 2, name: 'Alarm kit', url: `${SITE}/products/alarm-kit` },
      ],
    });
  });

  it("points at the items' pages in the list's language", () => {
    const list = itemListJsonLd(
      SITE,
      [
        { name: 'Dome camera', path: '/products/dome-camera' },
        { name: 'Alarm kit', path: 'products/alarm-kit' },
      ],
      'rw',
    );
    expect((list.itemListElement as { url: string }[]).map((item) => item.url)).toEqual([
      `${SITE}/rw/products/dome-camera`,
      `${SITE}/rw/products/alarm-kit`,
    ]);
  });

  it('gives an empty list for no items', () => {
    expect(itemListJsonLd(SITE, [], 'en').itemListElement).toEqual([]);
  });
});

describe('serviceJsonLd', () => {
  it('describes the service with its category and area served', () => {
    expect(
      serviceJsonLd(
        SITE,
        {
          name: 'Network Installation',
          slug: 'network-installation',
          description: 'Cabling and Wi-Fi.',
          category: 'Network Solutions',
          image_url: null,
        },
        'en',
      ),
    ).toMatchObject({
      '@type': 'Service',
      name: 'Network Installation',
      serviceType: 'Network Solutions',
      url: `${SITE}/services/network-installation`,
      provider: { name: COMPANY.name },
      areaServed: { name: 'Rwanda' },
    });
  });

  it("is at the service's page in the page's language", () => {
    const service = serviceJsonLd(
      SITE,
      {
        name: 'Réseaux',
        slug: 'network-installation',
        description: '…',
        category: 'Network Solutions',
        image_url: null,
      },
      'fr',
    );
    expect(service.url).toBe(`${SITE}/fr/services/network-installation`);
  });
});

describe('courseJsonLd', () => {
  it('describes a training with its starting price in RWF', () => {
    const course = courseJsonLd(
      SITE,
      {
        name: 'CCTV Installer Course',
        slug: 'cctv-installer-course',
        description: 'Two weeks of hands-on practice.',
        price_range: { min: 150000.5 },
      },
      'en',
    );
    expect(course).toMatchObject({
      '@type': 'Course',
      name: 'CCTV Installer Course',
      url: `${SITE}/trainings/cctv-installer-course`,
      inLanguage: 'en',
      provider: { '@type': 'Organization', name: COMPANY.name, sameAs: `${SITE}/` },
      offers: { '@type': 'Offer', price: '150000.50', priceCurrency: 'RWF' },
    });
  });

  it("is at the training's page in the page's language, and says which", () => {
    const course = courseJsonLd(
      SITE,
      { name: 'Cours CCTV', slug: 'cctv-installer-course', description: '…', price_range: { min: 1 } },
      'rw',
    );
    expect(course).toMatchObject({ url: `${SITE}/rw/trainings/cctv-installer-course`, inLanguage: 'rw' });
  });
});

describe('faqPageJsonLd', () => {
  it('turns each entry into a question with its answer', () => {
    expect(
      faqPageJsonLd(
        SITE,
        [
          { question: 'Do you install outside Kigali?', answer: 'Yes, across Rwanda.' },
          { question: 'Do you offer support?', answer: 'Yes.' },
        ],
        'en',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: `${SITE}/faq`,
      inLanguage: 'en',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do you install outside Kigali?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, across Rwanda.' },
        },
        {
          '@type': 'Question',
          name: 'Do you offer support?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes.' },
        },
      ],
    });
  });

  it("is the FAQ page in the page's language", () => {
    expect(faqPageJsonLd(SITE, [], 'fr')).toMatchObject({ url: `${SITE}/fr/faq`, inLanguage: 'fr' });
  });
});

describe('contactPageJsonLd', () => {
  it('points at the contact page and gives the phones and e-mail', () => {
    const page = contactPageJsonLd(SITE, 'en');
    expect(page).toMatchObject({
      '@type': 'ContactPage',
      url: `${SITE}/contact`,
      inLanguage: 'en',
      mainEntity: {
        '@type': 'LocalBusiness',
        name: COMPANY.name,
        telephone: COMPANY.phones,
        email: COMPANY.email,
      },
    });
    expectNoLocalAddress(page);
  });

  it("is the contact page in the page's language", () => {
    expect(contactPageJsonLd(SITE, 'rw')).toMatchObject({ url: `${SITE}/rw/contact`, inLanguage: 'rw' });
  });
});

describe('articleJsonLd', () => {
  const article = {
    title: 'We opened a training centre',
    excerpt: 'CCTV courses from January.',
    path: '/publications/training-centre',
    published_at: new Date('2026-01-15T08:00:00Z'),
    image_url: '/seed-images/news.jpg',
  };

  it('describes a published article', () => {
    expect(articleJsonLd(SITE, article, 'en')).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      description: article.excerpt,
      url: `${SITE}/publications/training-centre`,
      inLanguage: 'en',
      datePublished: '2026-01-15T08:00:00.000Z',
      image: `${SITE}/seed-images/news.jpg`,
      publisher: { name: COMPANY.name },
    });
  });

  it("is at the article's page in the page's language, and says which", () => {
    expect(articleJsonLd(SITE, article, 'fr')).toMatchObject({
      url: `${SITE}/fr/publications/training-centre`,
      inLanguage: 'fr',
    });
  });

  it('leaves out what a draft or bare article lacks', () => {
    const bare = articleJsonLd(
      SITE,
      { ...article, excerpt: null, published_at: null, image_url: null },
      'en',
    );
    expect(bare).not.toHaveProperty('description');
    expect(bare).not.toHaveProperty('datePublished');
    expect(bare).not.toHaveProperty('image');
  });
});

describe('webPageJsonLd', () => {
  const page = { path: '/aboutus', name: 'About Us | Kigali Tech Solutions', description: 'Who we are.' };

  it('describes the page at its URL in its language', () => {
    expect(webPageJsonLd(SITE, page, 'en')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      url: `${SITE}/aboutus`,
      name: page.name,
      description: page.description,
      inLanguage: 'en',
    });
    expect(webPageJsonLd(SITE, page, 'fr')).toMatchObject({ url: `${SITE}/fr/aboutus`, inLanguage: 'fr' });
    expect(webPageJsonLd(SITE, { ...page, path: '/' }, 'rw')).toMatchObject({
      url: `${SITE}/rw`,
      inLanguage: 'rw',
    });
  });

  it('tells the web page types apart from what a page describes', () => {
    expect(isWebPageJsonLd(webPageJsonLd(SITE, page, 'en'))).toBe(true);
    expect(isWebPageJsonLd(faqPageJsonLd(SITE, [], 'en'))).toBe(true);
    expect(isWebPageJsonLd(contactPageJsonLd(SITE, 'en'))).toBe(true);
    expect(isWebPageJsonLd(productJsonLd(SITE, camera, 'en'))).toBe(false);
    expect(isWebPageJsonLd(itemListJsonLd(SITE, [], 'en'))).toBe(false);
  });
});
