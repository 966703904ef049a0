import { describe, expect, it } from 'vitest';
import { MAX_LENGTH } from './constants';
import { productEntity, publicationEntity, serviceEntity } from './entities';
import { VALIDATION } from './messages';
import {
  jobPostingSchema,
  productCategorySchema,
  productFormSchema,
  productSchema,
  serviceSchema,
} from './schemas/admin-forms';
import {
  fallbackLang,
  forPageLanguage,
  inLanguage,
  TRANSLATABLE_FIELDS,
  translatableFields,
  translationFormValues,
  translationsSchema,
  type TranslatableCollection,
} from './translations';

const messageAt = (
  result: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  path: string,
) => result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;

describe('TRANSLATABLE_FIELDS', () => {
  it('names the fields the issue lists for each collection', () => {
    expect(
      Object.fromEntries(
        Object.keys(TRANSLATABLE_FIELDS).map((name) => [
          name,
          translatableFields(name as TranslatableCollection),
        ]),
      ),
    ).toEqual({
      products: ['name', 'description', 'specifications'],
      services: ['name', 'description', 'features'],
      job_postings: ['title', 'department', 'location', 'description', 'requirements', 'responsibilities'],
      publications: ['title', 'excerpt', 'content'],
      hero_slides: ['title', 'description', 'cta_text'],
      product_categories: ['name'],
    });
  });
});

describe('translationsSchema', () => {
  const products = translationsSchema('products');
  const services = translationsSchema('services');

  it('keeps what is translated, trimmed, and drops empty fields and languages', () => {
    expect(
      products.parse({
        fr: { name: ' Caméra dôme 4MP ', description: '' },
        rw: { name: '', description: '  ' },
      }),
    ).toEqual({ fr: { name: 'Caméra dôme 4MP' } });
    expect(services.parse({ fr: { features: [' Installation ', '', ' '] }, rw: { features: [] } })).toEqual({
      fr: { features: ['Installation'] },
    });
  });

  it('reads nothing translated as {} and no translations at all as undefined', () => {
    expect(products.parse({ fr: { name: '', description: '' }, rw: { name: '', description: '' } })).toEqual(
      {},
    );
    expect(products.parse(undefined)).toBeUndefined();
  });

  it('refuses a language other than fr and rw, and a field the collection does not translate', () => {
    expect(products.safeParse({ en: { name: 'Camera' } }).success).toBe(false);
    expect(products.safeParse({ de: { name: 'Kamera' } }).success).toBe(false);
    expect(products.safeParse({ fr: { slug: 'camera' } }).success).toBe(false);
    expect(products.safeParse({ fr: { features: ['x'] } }).success).toBe(false);
    expect(translationsSchema('product_categories').safeParse({ rw: { description: 'x' } }).success).toBe(
      false,
    );
  });

  it('checks each field as its English counterpart: length, one line, list limits', () => {
    expect(messageAt(products.safeParse({ fr: { name: 'a'.repeat(MAX_LENGTH.name + 1) } }), 'fr.name')).toBe(
      VALIDATION.tooLong(MAX_LENGTH.name),
    );
    expect(products.safeParse({ fr: { name: 'a'.repeat(MAX_LENGTH.name) } }).success).toBe(true);
    expect(messageAt(products.safeParse({ rw: { name: 'Kamera\nnziza' } }), 'rw.name')).toBe(
      VALIDATION.singleLine,
    );
    expect(products.safeParse({ rw: { description: 'Umurongo wa mbere\nUwa kabiri' } }).success).toBe(true);
    expect(
      messageAt(
        products.safeParse({ fr: { description: 'a'.repeat(MAX_LENGTH.description + 1) } }),
        'fr.description',
      ),
    ).toBe(VALIDATION.tooLong(MAX_LENGTH.description));
    expect(messageAt(services.safeParse({ fr: { features: ['a\nb'] } }), 'fr.features.0')).toBe(
      VALIDATION.singleLine,
    );
    expect(
      messageAt(
        services.safeParse({ fr: { features: Array(MAX_LENGTH.listItems + 1).fill('x') } }),
        'fr.features',
      ),
    ).toBe(VALIDATION.tooMany(MAX_LENGTH.listItems));
    expect(services.safeParse({ fr: { features: 'Installation' } }).success).toBe(false);
    expect(products.safeParse({ fr: { name: 42 } }).success).toBe(false);
    const jobs = translationsSchema('job_postings');
    expect(
      messageAt(jobs.safeParse({ rw: { location: 'a'.repeat(MAX_LENGTH.shortText + 1) } }), 'rw.location'),
    ).toBe(VALIDATION.tooLong(MAX_LENGTH.shortText));
    expect(
      translationsSchema('publications').safeParse({
        fr: { content: 'a'.repeat(MAX_LENGTH.description + 1) },
      }).success,
    ).toBe(true);
  });
});

describe('the admin form schemas', () => {
  it('carry the translations a form sends, and leave them out when the form sends none', () => {
    const product = {
      name: 'Hikvision 4MP Dome Camera',
      slug: 'hikvision-4mp-dome-camera',
      category_id: 'cctv-cameras',
      description: 'Indoor dome camera.',
      price: 85000,
    };
    expect(
      productFormSchema.parse({
        ...product,
        specifications: [],
        translations: translationFormValues('products', { fr: { name: 'Caméra dôme' } }),
      }).translations,
    ).toEqual({ fr: { name: 'Caméra dôme' } });
    expect(productSchema.parse(product).translations).toBeUndefined();
    expect(
      productCategorySchema.parse({ name: 'CCTV', translations: { rw: { name: 'Kamera' } } }).translations,
    ).toEqual({
      rw: { name: 'Kamera' },
    });
  });

  it('take translated specifications as the editor’s rows and keep them as a map, checked as in English', () => {
    const product = {
      name: 'Dome Camera',
      slug: 'dome-camera',
      category_id: 'cctv',
      description: 'Indoor dome camera.',
      price: 85000,
      specifications: [],
    };
    const rows = (fr: { key: string; value: string }[]) => ({
      ...product,
      translations: {
        ...translationFormValues('products'),
        fr: { name: '', description: '', specifications: fr },
      },
    });
    expect(
      productFormSchema.parse(
        rows([
          { key: ' Résolution ', value: '4 MP' },
          { key: '', value: '' },
        ]),
      ).translations,
    ).toEqual({ fr: { specifications: { Résolution: '4 MP' } } });
    expect(productFormSchema.parse(rows([])).translations).toEqual({});
    const duplicate = productFormSchema.safeParse(
      rows([
        { key: 'Objectif', value: '2,8 mm' },
        { key: 'objectif', value: '4 mm' },
      ]),
    );
    expect(duplicate.error?.issues[0]).toMatchObject({
      path: ['translations', 'fr', 'specifications', 1, 'key'],
      message: VALIDATION.specNameDuplicate,
    });
    expect(
      productSchema.parse({
        ...product,
        specifications: {},
        translations: { rw: { specifications: { Ubwoko: 'Dome' } } },
      }).translations,
    ).toEqual({ rw: { specifications: { Ubwoko: 'Dome' } } });
  });

  it('report a bad translated field under its own path', () => {
    const job = {
      title: 'Network Technician',
      department: 'Field',
      location: 'Kigali',
      description: 'Installs networks.',
      requirements: [],
      responsibilities: [],
      translations: { fr: { title: 'Technicien\nréseau' } },
    };
    expect(messageAt(jobPostingSchema.safeParse(job), 'translations.fr.title')).toBe(VALIDATION.singleLine);
    const service = {
      name: 'CCTV Installation',
      slug: 'cctv-installation',
      description: 'We install cameras.',
      category: 'Security Systems',
      features: [],
      translations: { rw: { name: 'x'.repeat(MAX_LENGTH.name + 1) } },
    };
    expect(messageAt(serviceSchema.safeParse(service), 'translations.rw.name')).toBe(
      VALIDATION.tooLong(MAX_LENGTH.name),
    );
  });
});

describe('translationFormValues', () => {
  it('fills every field of both languages, empty where not translated', () => {
    expect(
      translationFormValues('services', { rw: { name: 'Gushyiraho kamera', features: ['Gusana'] } }),
    ).toEqual({
      fr: { name: '', description: '', features: [] },
      rw: { name: 'Gushyiraho kamera', description: '', features: ['Gusana'] },
    });
    expect(translationFormValues('product_categories')).toEqual({ fr: { name: '' }, rw: { name: '' } });
  });
});

describe('the entities', () => {
  const stored = {
    id: 'p1',
    name: 'Dome Camera',
    slug: 'dome-camera',
    category_id: 'c1',
    description: 'A camera.',
    price: 1,
    stock_status: 'in_stock',
    image_url: null,
    currency: 'RWF',
    created_at: null,
    updated_at: null,
  };

  it('read translations back, dropping fields the collection does not translate', () => {
    expect(
      productEntity.parse({ ...stored, translations: { fr: { name: 'Caméra', slug: 'x' }, rw: {} } })
        .translations,
    ).toEqual({ fr: { name: 'Caméra' }, rw: {} });
  });

  it('read a document without translations, or with unreadable ones, as untranslated rather than refusing it', () => {
    expect(productEntity.parse(stored).translations).toBeUndefined();
    expect(productEntity.parse({ ...stored, translations: 'Caméra' }).translations).toBeUndefined();
    expect(
      productEntity.parse({ ...stored, translations: { fr: { name: 42 } } }).translations,
    ).toBeUndefined();
  });
});

describe('inLanguage', () => {
  const product = productEntity.parse({
    id: 'p1',
    name: 'Dome Camera',
    slug: 'dome-camera',
    category_id: 'c1',
    description: 'A camera.',
    price: 1,
    stock_status: 'in_stock',
    image_url: null,
    currency: 'RWF',
    created_at: null,
    updated_at: null,
    translations: { fr: { name: 'Caméra dôme', description: '' }, rw: { description: '   ' } },
  });

  it('shows a translated field in its language and the English where it is missing or empty', () => {
    const french = inLanguage(product, 'fr');
    expect(french.name).toBe('Caméra dôme');
    expect(french.description).toBe('A camera.');
    expect(french.slug).toBe('dome-camera');
  });

  it('returns the item itself in English, and when the language has nothing filled in', () => {
    expect(inLanguage(product, 'en')).toBe(product);
    expect(inLanguage(product, 'rw')).toBe(product);
    const { translations: _, ...untranslated } = product;
    expect(inLanguage(untranslated, 'fr')).toBe(untranslated);
  });

  it('translates specifications, names and values, and an empty translated map keeps the English one', () => {
    const specified = productEntity.parse({
      ...product,
      specifications: { Resolution: '4 MP', Lens: '2.8 mm' },
      translations: {
        fr: { specifications: { Résolution: '4 MP', Objectif: '2,8 mm' } },
        rw: { specifications: {} },
      },
    });
    expect(inLanguage(specified, 'fr').specifications).toEqual({ Résolution: '4 MP', Objectif: '2,8 mm' });
    expect(fallbackLang(specified, 'specifications', 'fr')).toBeUndefined();
    expect(inLanguage(specified, 'rw').specifications).toEqual({ Resolution: '4 MP', Lens: '2.8 mm' });
    expect(fallbackLang(specified, 'specifications', 'rw')).toBe('en');
  });

  it('translates lists, and an empty translated list keeps the English one', () => {
    const service = serviceEntity.parse({
      id: 's1',
      name: 'CCTV Installation',
      slug: 'cctv-installation',
      description: 'We install cameras.',
      image_url: null,
      category: 'Security Systems',
      features: ['Site survey'],
      price_range: { min: 0, max: 0 },
      created_at: null,
      updated_at: null,
      translations: { rw: { features: ['Isuzuma ry’aho'] }, fr: { features: [] } },
    });
    expect(inLanguage(service, 'rw').features).toEqual(['Isuzuma ry’aho']);
    expect(inLanguage(service, 'fr').features).toEqual(['Site survey']);
  });

  it('translates a publication excerpt that is null in English', () => {
    const publication = publicationEntity.parse({
      id: 'n1',
      title: 'News',
      content: 'Body',
      excerpt: null,
      category: 'Company News',
      image_url: null,
      is_published: true,
      author_id: 'a',
      published_at: null,
      created_at: null,
      updated_at: null,
      translations: { fr: { excerpt: 'Résumé' } },
    });
    expect(inLanguage(publication, 'fr').excerpt).toBe('Résumé');
    expect(inLanguage(publication, 'rw').excerpt).toBeNull();
  });
});

describe('fallbackLang', () => {
  const item = {
    name: 'Dome Camera',
    description: 'A camera.',
    translations: { fr: { name: 'Caméra dôme', description: ' ' } },
  };

  it('marks a field shown in English on a page in another language, and only that', () => {
    expect(fallbackLang(item, 'name', 'fr')).toBeUndefined();
    expect(fallbackLang(item, 'description', 'fr')).toBe('en');
    expect(fallbackLang(item, 'name', 'rw')).toBe('en');
    expect(fallbackLang({ name: 'Plain' }, 'name', 'fr')).toBe('en');
  });

  it('marks nothing on an English page', () => {
    expect(fallbackLang(item, 'description', 'en')).toBeUndefined();
  });
});

describe('forPageLanguage', () => {
  const service = serviceEntity.parse({
    id: 's1',
    name: 'CCTV Installation',
    slug: 'cctv-installation',
    description: 'Cameras installed.',
    image_url: null,
    category: 'Security Systems',
    features: ['Site survey'],
    price_range: { min: 0, max: 0 },
    created_at: null,
    updated_at: null,
    translations: { fr: { name: 'Installation de vidéosurveillance' }, rw: { name: 'Gushyiraho kamera' } },
  });

  it('sends a page the item in its language with that language’s translations only, for fallbackLang', () => {
    const french = forPageLanguage(service, 'fr');
    expect(french.name).toBe('Installation de vidéosurveillance');
    expect(french.translations).toEqual({ fr: { name: 'Installation de vidéosurveillance' } });
    expect(fallbackLang(french, 'name', 'fr')).toBeUndefined();
    expect(fallbackLang(french, 'description', 'fr')).toBe('en');
  });

  it('sends an English page no translation at all', () => {
    const english = forPageLanguage(service, 'en');
    expect(english.name).toBe('CCTV Installation');
    expect(english).not.toHaveProperty('translations');
  });
});
