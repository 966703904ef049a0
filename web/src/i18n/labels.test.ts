import {
  PARTNERSHIP_TYPE_LABELS,
  PUBLICATION_CATEGORIES,
  SERVICE_CATEGORIES,
  STOCK_STATUS_LABELS,
} from '@kigali/domain';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '.';
import { labelOf } from './labels';

const en = await readCatalogue('en');
const fr = await readCatalogue('fr');

describe('labelOf', () => {
  it('names a stored value in the page’s language', () => {
    expect(labelOf(fr.labels, 'serviceCategories', 'Security Systems')).toBe('Systèmes de sécurité');
    expect(labelOf(fr.labels, 'stockStatus', 'out_of_stock')).toBe('En rupture de stock');
    expect(labelOf(fr.labels, 'partnershipTypes', 'reseller')).toBe('Revendeur');
    expect(labelOf(fr.labels, 'publicationCategories', 'Tutorials')).toBe('Tutoriels');
  });

  it('shows a value the catalogue does not know as stored', () => {
    expect(labelOf(fr.labels, 'serviceCategories', 'Drones')).toBe('Drones');
  });
});

// English visitors keep the words the domain's constants (which the admin shows) use.
describe('the English labels', () => {
  it('name every service category as it is stored', () => {
    expect(en.labels.serviceCategories).toEqual(Object.fromEntries(SERVICE_CATEGORIES.map((c) => [c, c])));
  });

  it('name every publication category as it is stored', () => {
    expect(en.labels.publicationCategories).toEqual(
      Object.fromEntries(PUBLICATION_CATEGORIES.map((c) => [c, c])),
    );
  });

  it('are the domain’s stock status and partnership type labels', () => {
    expect(en.labels.stockStatus).toEqual(STOCK_STATUS_LABELS);
    expect(en.labels.partnershipTypes).toEqual(PARTNERSHIP_TYPE_LABELS);
  });
});
