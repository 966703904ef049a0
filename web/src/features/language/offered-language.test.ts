import { describe, expect, it } from 'vitest';
import { browserLanguage, offeredLanguage } from './offered-language';

describe('browserLanguage', () => {
  it('is the first French or Kinyarwanda the browser asks for, before any English', () => {
    expect(browserLanguage(['fr-FR', 'fr', 'en-US'])).toBe('fr');
    expect(browserLanguage(['de-DE', 'RW', 'fr'])).toBe('rw');
    expect(browserLanguage(['en-US', 'fr-FR'])).toBeNull();
    expect(browserLanguage(['en-GB', 'rw'])).toBeNull();
    expect(browserLanguage(['de-DE', 'sw'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});

describe('offeredLanguage', () => {
  const visitor = { chosen: null, dismissed: false, languages: ['fr-FR', 'en'] };

  it("offers the browser's language on a page in another", () => {
    expect(offeredLanguage('en', visitor)).toBe('fr');
    expect(offeredLanguage('rw', visitor)).toBe('fr');
    expect(offeredLanguage('fr', visitor)).toBeNull();
    expect(offeredLanguage('en', { ...visitor, languages: ['en-US'] })).toBeNull();
  });

  it('offers the language chosen on this device before the browser’s, English included', () => {
    expect(offeredLanguage('en', { ...visitor, chosen: 'rw' })).toBe('rw');
    expect(offeredLanguage('fr', { ...visitor, chosen: 'en' })).toBe('en');
    expect(offeredLanguage('en', { ...visitor, chosen: 'en' })).toBeNull();
    // Something else stored under the key is no choice.
    expect(offeredLanguage('en', { ...visitor, chosen: 'xx' })).toBe('fr');
  });

  it('never offers again once declined', () => {
    expect(offeredLanguage('en', { ...visitor, dismissed: true })).toBeNull();
    expect(offeredLanguage('en', { ...visitor, chosen: 'rw', dismissed: true })).toBeNull();
  });
});
