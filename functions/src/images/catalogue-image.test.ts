import { describe, expect, it } from 'vitest';
import { catalogueImagesIn, catalogueObjectPath } from './catalogue-image';

const BUCKET = 'demo-kigali.appspot.com';
const download = (bucket: string, path: string) =>
  `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=abc`;

describe('catalogueObjectPath', () => {
  it.each([
    ['a download URL', download(BUCKET, 'product-images/1700-cam.webp'), 'product-images/1700-cam.webp'],
    [
      'a download URL of a service image',
      download(BUCKET, 'services-images/a b.jpg'),
      'services-images/a b.jpg',
    ],
    [
      'an emulator download URL',
      `http://127.0.0.1:9199/v0/b/${BUCKET}/o/product-images%2Fcam.webp?alt=media`,
      'product-images/cam.webp',
    ],
    ['a gs:// URL', `gs://${BUCKET}/product-images/cam.webp`, 'product-images/cam.webp'],
    [
      'a storage.googleapis.com URL',
      `https://storage.googleapis.com/${BUCKET}/services-images/rack.png`,
      'services-images/rack.png',
    ],
    [
      'a bucket-host URL',
      `https://${BUCKET}.storage.googleapis.com/product-images/cam.webp`,
      'product-images/cam.webp',
    ],
  ])('finds our catalogue object in %s', (_label, url, path) => {
    expect(catalogueObjectPath(url, BUCKET)).toBe(path);
  });

  it.each([
    ['an external URL', 'https://cdn.example.com/product-images/cam.webp'],
    ['a site path', '/images/seed/products/cam.webp'],
    ['another bucket', download('someone-else.appspot.com', 'product-images/cam.webp')],
    ['another gs:// bucket', 'gs://someone-else/product-images/cam.webp'],
    ['our bucket outside the catalogue folders', download(BUCKET, 'private/invoice.pdf')],
    ['a folder name that only starts like ours', download(BUCKET, 'product-images-old/cam.webp')],
    ['the folder itself', download(BUCKET, 'product-images/')],
    ['a malformed escape', `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/product-images%E0%A4%A`],
    ['null', null],
    ['a number', 42],
    ['text that is not a URL', 'not a url'],
  ])('leaves alone %s', (_label, url) => {
    expect(catalogueObjectPath(url, BUCKET)).toBeNull();
  });
});

describe('catalogueImagesIn', () => {
  const ours = download(BUCKET, 'product-images/old.webp');

  it('lists the catalogue objects of the given fields, with the URL each is shown under', () => {
    const logo = download(BUCKET, 'services-images/logo.png');
    expect(catalogueImagesIn({ image_url: ours, logo_url: logo }, ['image_url', 'logo_url'], BUCKET)).toEqual(
      [
        { path: 'product-images/old.webp', url: ours },
        { path: 'services-images/logo.png', url: logo },
      ],
    );
  });
  it('leaves out external images, empty fields and fields it was not asked about', () => {
    expect(
      catalogueImagesIn(
        { image_url: 'https://cdn.example.com/a.webp', logo_url: null, cover_url: ours },
        ['image_url', 'logo_url'],
        BUCKET,
      ),
    ).toEqual([]);
  });
  it('has nothing for a collection without image fields', () => {
    expect(catalogueImagesIn({ image_url: ours }, [], BUCKET)).toEqual([]);
  });
});
