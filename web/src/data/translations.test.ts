import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { productFixture } from '@/test/fixtures';
import type { Page, PageCursor } from './paging';
import { itemInLanguage, listInLanguage, pagesInLanguage, translationsToWrite } from './translations';

const camera = productFixture({
  id: 'cam',
  name: 'Dome Camera',
  description: 'A camera.',
  translations: { fr: { name: 'Caméra dôme', description: '' }, rw: { description: 'Kamera nziza.' } },
});
const untranslated = productFixture({ id: 'plain', name: 'Plain Switch' });

describe('the public reads’ selectors', () => {
  it('show each item in the page’s language, English where a field is not translated', () => {
    const french = listInLanguage<typeof camera>('fr')([camera, untranslated]);
    expect(french.map(({ name, description }) => [name, description])).toEqual([
      ['Caméra dôme', 'A camera.'],
      ['Plain Switch', 'A product.'],
    ]);
    expect(itemInLanguage<typeof camera>('rw')(camera)).toMatchObject({
      name: 'Dome Camera',
      description: 'Kamera nziza.',
    });
    expect(itemInLanguage<typeof camera>('fr')(null)).toBeNull();
  });

  it('leave English lists as they are read', () => {
    const list = [camera, untranslated];
    expect(listInLanguage<typeof camera>('en')(list)).toBe(list);
  });

  it('translate every page of a paged list, keeping its cursors', () => {
    const next: PageCursor = { value: 'x', id: 'cam' };
    const data: InfiniteData<Page<typeof camera>, PageCursor | null> = {
      pages: [
        { items: [camera], next },
        { items: [untranslated], next: null },
      ],
      pageParams: [null, next],
    };
    const french = pagesInLanguage<typeof camera>('fr')(data);
    expect(french.pages.map((page) => page.items.map((item) => item.name))).toEqual([
      ['Caméra dôme'],
      ['Plain Switch'],
    ]);
    expect(french.pages[0]!.next).toBe(next);
    expect(french.pageParams).toBe(data.pageParams);
    expect(pagesInLanguage<typeof camera>('en')(data)).toBe(data);
  });

  it('are made once per language, so a selected result is kept until the data changes', () => {
    expect(listInLanguage('fr')).toBe(listInLanguage('fr'));
    expect(listInLanguage('fr')).not.toBe(listInLanguage('rw'));
    expect(itemInLanguage('rw')).toBe(itemInLanguage('rw'));
    expect(pagesInLanguage('fr')).toBe(pagesInLanguage('fr'));
  });
});

describe('translationsToWrite', () => {
  it('writes the translations a form sent, even none at all ({}), and nothing when it sent no translations', () => {
    expect(translationsToWrite({ fr: { name: 'Caméra' } })).toEqual({
      translations: { fr: { name: 'Caméra' } },
    });
    expect(translationsToWrite({})).toEqual({ translations: {} });
    expect(translationsToWrite(undefined)).toEqual({});
  });
});
