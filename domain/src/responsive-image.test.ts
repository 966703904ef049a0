import { describe, expect, it } from 'vitest';
import heroSlides from '../../seed/data/hero_slides.json';
import partners from '../../seed/data/partners.json';
import products from '../../seed/data/products.json';
import publications from '../../seed/data/publications.json';
import services from '../../seed/data/services.json';
import { seedImageSrcSet } from './responsive-image';

describe('seedImageSrcSet', () => {
  it('offers the small copy and the full image of a seed product or service', () => {
    expect(seedImageSrcSet('/images/seed/products/hikvision-4mp-dome-camera.webp')).toBe(
      '/images/seed/products/hikvision-4mp-dome-camera-400.webp 400w, /images/seed/products/hikvision-4mp-dome-camera.webp 800w',
    );
    expect(seedImageSrcSet('/images/seed/services/iot-smart-systems-bootcamp.webp')).toBe(
      '/images/seed/services/iot-smart-systems-bootcamp-400.webp 400w, /images/seed/services/iot-smart-systems-bootcamp.webp 800w',
    );
  });

  it('knows the widths of every image the seed data refers to', () => {
    const urls = [
      ...[...heroSlides, ...products, ...publications, ...services].map((item) => item.image_url),
      ...partners.map((partner) => partner.logo_url),
    ].filter((url): url is string => typeof url === 'string');
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(seedImageSrcSet(url), url).toMatch(/ \d+w, .+ \d+w$/);
  });

  it('uses each folder’s own widths', () => {
    expect(seedImageSrcSet('/images/seed/hero/hero-security.webp')).toBe(
      '/images/seed/hero/hero-security-800.webp 800w, /images/seed/hero/hero-security.webp 1600w',
    );
    expect(seedImageSrcSet('/images/seed/partners/partner-zkteco.webp')).toBe(
      '/images/seed/partners/partner-zkteco-160.webp 160w, /images/seed/partners/partner-zkteco.webp 320w',
    );
    expect(seedImageSrcSet('/images/seed/publications/pub-cctv-buying-guide.webp')).toBe(
      '/images/seed/publications/pub-cctv-buying-guide-600.webp 600w, /images/seed/publications/pub-cctv-buying-guide.webp 1200w',
    );
  });

  it('keeps a number inside the name, which is not a size', () => {
    expect(seedImageSrcSet('/images/seed/products/electromagnetic-door-lock-600-lb.webp')).toBe(
      '/images/seed/products/electromagnetic-door-lock-600-lb-400.webp 400w, /images/seed/products/electromagnetic-door-lock-600-lb.webp 800w',
    );
  });

  it('gives uploaded Storage images and other sites a single source', () => {
    expect(
      seedImageSrcSet(
        'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/product-images%2F1-abc.webp?alt=media',
      ),
    ).toBeUndefined();
    expect(seedImageSrcSet('https://example.com/images/seed/products/camera.webp')).toBeUndefined();
  });

  it('gives no srcset for paths whose variants it does not know', () => {
    expect(seedImageSrcSet('/images/placeholder.svg')).toBeUndefined();
    expect(seedImageSrcSet('/images/seed/brand/og-default.webp')).toBeUndefined();
    expect(seedImageSrcSet('/images/seed/constructor/camera.webp')).toBeUndefined();
    expect(seedImageSrcSet('/images/seed/products/camera.png')).toBeUndefined();
    expect(seedImageSrcSet('/images/seed/products/nested/camera.webp')).toBeUndefined();
  });

  it('gives no srcset for a URL that already names the small copy', () => {
    expect(seedImageSrcSet('/images/seed/products/camera-400.webp')).toBeUndefined();
  });

  it('gives no srcset without an image', () => {
    expect(seedImageSrcSet(null)).toBeUndefined();
    expect(seedImageSrcSet(undefined)).toBeUndefined();
    expect(seedImageSrcSet('')).toBeUndefined();
  });
});
