import { describe, expect, it } from 'vitest';
import { productChatLink, productOrderMessage } from './chat-link';
import { COMPANY } from './company';
import { LOCALES } from './locales';

/** The prefilled text, as the chat app decodes it from the link. */
const textOf = (link: string) => new URL(link).searchParams.get('text');

describe('productChatLink', () => {
  const camera = { name: 'Hikvision 4MP Dome Camera', price: 85000 };

  it.each(LOCALES)("opens a conversation with the company's chat number (%s)", (locale) => {
    const url = new URL(productChatLink(camera, locale));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${COMPANY.chatNumber}`);
    expect(COMPANY.chatNumber).toMatch(/^[0-9]+$/);
    expect(url.search).toMatch(/^\?text=[^&]*$/);
  });

  it.each([
    [
      'en',
      'Hello Kigali Tech Solutions, I would like to buy "Hikvision 4MP Dome Camera" listed at RWF 85000.00. Is it available?',
    ],
    [
      'fr',
      'Bonjour Kigali Tech Solutions, je souhaite acheter «\u202fHikvision 4MP Dome Camera\u202f», au prix affiché de RWF 85000.00. Ce produit est-il disponible\u202f?',
    ],
    [
      'rw',
      'Muraho Kigali Tech Solutions, nifuza kugura igicuruzwa “Hikvision 4MP Dome Camera” kiri ku giciro cya RWF 85000.00. Kirahari?',
    ],
  ] as const)(
    'prefills the page’s language’s message (%s) naming the product and its public price',
    (locale, text) => {
      expect(textOf(productChatLink(camera, locale))).toBe(text);
      expect(productOrderMessage(camera, locale)).toBe(text);
    },
  );

  it('shows a missing price as RWF 0.00', () => {
    expect(textOf(productChatLink({ name: 'Cat6 cable', price: null }, 'en'))).toContain(
      'listed at RWF 0.00.',
    );
  });

  it.each(LOCALES)('encodes characters that would break the link (%s)', (locale) => {
    const name = 'Cable "Cat6" & RJ45 #1? 100% /+=\nnew';
    const link = productChatLink({ name, price: 1500 }, locale);
    const query = link.slice(link.indexOf('?') + 1);
    expect(query.startsWith('text=')).toBe(true);
    expect(query.slice('text='.length)).not.toMatch(/[&"#?= +\n/]/);
    expect(textOf(link)).toContain(name);
  });
});
