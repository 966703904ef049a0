import { describe, expect, it } from 'vitest';
import { catalogueObjectPath, replacedCatalogueImage } from './catalogue-image';

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

describe('replacedCatalogueImage', () => {
  const ours = download(BUCKET, 'product-images/old.webp');

  it('deletes the old image when the image URL changes', () => {
    expect(
      replacedCatalogueImage(
        { image_url: ours },
        { image_url: download(BUCKET, 'product-images/new.webp') },
        BUCKET,
      ),
    ).toBe('product-images/old.webp');
  });
  it('deletes the old image when it is removed (null)', () => {
    expect(replacedCatalogueImage({ image_url: ours }, { image_url: null }, BUCKET)).toBe(
      'product-images/old.webp',
    );
  });
  it('deletes the image of a deleted document', () => {
    expect(replacedCatalogueImage({ image_url: ours }, undefined, BUCKET)).toBe('product-images/old.webp');
  });
  it('keeps the image when other fields change', () => {
    expect(replacedCatalogueImage({ image_url: ours }, { image_url: ours }, BUCKET)).toBeNull();
  });
  it('never deletes an external image that was replaced', () => {
    expect(
      replacedCatalogueImage({ image_url: 'https://cdn.example.com/a.webp' }, { image_url: null }, BUCKET),
    ).toBeNull();
  });
  it('has nothing to delete for a new document', () => {
    expect(replacedCatalogueImage(undefined, { image_url: ours }, BUCKET)).toBeNull();
  });
});
