import { describe, expect, it } from 'vitest';
import { rememberedLocation } from './remembered-location';

const location = (pathname: string, search = '', hash = '') => ({
  pathname,
  search,
  hash,
  state: null,
  key: 'k',
});

describe('rememberedLocation', () => {
  it('returns to the admin URL first asked for, with its query and hash', () => {
    expect(rememberedLocation({ from: location('/admin/products', '?q=cam', '#list') })).toBe(
      '/admin/products?q=cam#list',
    );
  });

  it('goes to the dashboard without a remembered admin location', () => {
    expect(rememberedLocation(null)).toBe('/admin');
    expect(rememberedLocation({})).toBe('/admin');
    expect(rememberedLocation({ from: location('/products') })).toBe('/admin');
    expect(rememberedLocation({ from: { pathname: 42 } })).toBe('/admin');
  });
});
