import { VALIDATION } from '@kigali/domain/messages';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '.';
import { translateValidation } from './validation';

describe('translateValidation', () => {
  it('gives English the specification’s words unchanged', async () => {
    const english = await readCatalogue('en');
    for (const [key, message] of Object.entries(english.validation)) {
      const domain = VALIDATION[key as keyof typeof VALIDATION];
      const expected = typeof domain === 'function' ? domain(80) : domain;
      const actual = typeof message === 'function' ? message({ max: '80' }) : message;
      expect(actual, key).toBe(expected);
      expect(translateValidation(expected, english, 'en')).toBe(expected);
    }
  });

  it('finds the key of a message with a number and writes the number in the language', async () => {
    const french = await readCatalogue('fr');
    const translated = translateValidation(VALIDATION.tooLong(2000), french, 'fr');
    expect(translated).toBe(french.validation.tooLong({ max: '2\u202f000' }));
  });

  it('leaves a message the catalogue does not hold as it is', async () => {
    const french = await readCatalogue('fr');
    expect(translateValidation(VALIDATION.slugFormat, french, 'fr')).toBe(VALIDATION.slugFormat);
    expect(translateValidation('Something else', french, 'fr')).toBe('Something else');
  });
});
