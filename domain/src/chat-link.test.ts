import { describe, expect, it } from 'vitest';
import { productChatLink, productOrderMessage } from './chat-link';
import { COMPANY } from './company';

/** The prefilled text, as the chat app decodes it from the link. */
const textOf = (link: string) => new URL(link).searchParams.get('text');

describe('productChatLink', () => {
  const camera = { name: 'Hikvision 4MP Dome Camera', price: 85000 };

  it("opens a conversation with the company's chat number", () => {
    const url = new URL(productChatLink(camera));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${COMPANY.chatNumber}`);
    expect(COMPANY.chatNumber).toMatch(/^[0-9]+$/);
    expect(url.search).toMatch(/^\?text=[^&]*$/);
  });

  it('prefills an English message naming the product and its public price', () => {
    expect(textOf(productChatLink(camera))).toBe(
      'Hello Kigali Tech Solutions, I would like to buy "Hikvision 4MP Dome Camera" listed at RWF 85000.00. Is it available?',
    );
    expect(textOf(productChatLink(camera))).toBe(productOrderMessage(camera));
  });

  it('shows a missing price as RWF 0.00', () => {
    expect(textOf(productChatLink({ name: 'Cat6 cable', price: null }))).toContain('listed at RWF 0.00.');
  });

  it('encodes characters that would break the link', () => {
    const name = 'Cable "Cat6" & RJ45 #1? 100% /+=\nnew';
    const link = productChatLink({ name, price: 1500 });
    const query = link.slice(link.indexOf('?') + 1);
    expect(query.startsWith('text=')).toBe(true);
    expect(query.slice('text='.length)).not.toMatch(/[&"#?= +\n/]/);
    expect(textOf(link)).toContain(`"${name}"`);
  });
});
