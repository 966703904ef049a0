import { describe, expect, it } from 'vitest';
import { isAdminPage, isCatalogueImage, isPageData, isPublicPage, pageOfData } from './requests';

const at = (path: string) => new URL(path, self.location.origin);

describe('the service worker’s requests', () => {
  it('answers public pages, never Firebase’s reserved paths, files, the API or the back office', () => {
    expect(isPublicPage(at('/'))).toBe(true);
    expect(isPublicPage(at('/fr/products/x'))).toBe(true);
    for (const path of [
      '/__/auth/handler',
      '/api/submissions/contact_messages',
      '/sitemap.xml',
      '/robots.txt',
      '/sw.js',
      '/login',
      '/admin',
      '/admin/products',
    ]) {
      expect(isPublicPage(at(path)), path).toBe(false);
    }
    expect(isPublicPage(new URL('https://elsewhere.example/'))).toBe(false);
    expect(isAdminPage(at('/admin/jobs/1/applications'))).toBe(true);
    expect(isAdminPage(at('/administration'))).toBe(false);
  });

  it('keeps pages’ data and the catalogue index, of every language', () => {
    expect(isPageData(at('/products.data?_routes=en%2Fproducts'))).toBe(true);
    expect(isPageData(at('/_root.data'))).toBe(true);
    expect(isPageData(at('/catalogue.json'))).toBe(true);
    expect(isPageData(at('/rw/catalogue.json'))).toBe(true);
    expect(isPageData(at('/products'))).toBe(false);
  });

  it('knows the page a data request is for, to load it as a page when its data cannot be had', () => {
    expect(pageOfData(at('/products.data?_routes=en%2Fproducts&category=cat-cctv'))).toBe(
      '/products?category=cat-cctv',
    );
    expect(pageOfData(at('/_root.data'))).toBe('/');
    expect(pageOfData(at('/fr/_root.data'))).toBe('/fr');
    expect(pageOfData(at('/fr/products/dome.data'))).toBe('/fr/products/dome');
  });

  it('caches our images and Storage downloads, nothing else', () => {
    expect(isCatalogueImage(at('/images/seed/products/a.webp'), true)).toBe(true);
    expect(
      isCatalogueImage(
        new URL('https://firebasestorage.googleapis.com/v0/b/bucket/o/x.webp?alt=media'),
        false,
      ),
    ).toBe(true);
    expect(
      isCatalogueImage(new URL('https://firebasestorage.googleapis.com/v0/b/bucket/o/x.webp'), false),
    ).toBe(false);
    expect(isCatalogueImage(at('/assets/app.js'), true)).toBe(false);
  });
});
