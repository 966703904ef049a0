import { describe, expect, it } from 'vitest';
import { translationsToWrite } from './translations';

describe('translationsToWrite', () => {
  it('writes the translations a form sent, even none at all ({}), and nothing when it sent no translations', () => {
    expect(translationsToWrite({ fr: { name: 'Caméra' } })).toEqual({
      translations: { fr: { name: 'Caméra' } },
    });
    expect(translationsToWrite({})).toEqual({ translations: {} });
    expect(translationsToWrite(undefined)).toEqual({});
  });
});
