import { describe, expect, it } from 'vitest';
import { imageExtension, imageObjectPath, ownedImagePath, randomName } from './image-paths';

const bucket = 'demo-kigali.appspot.com';
const hosts = ['firebasestorage.googleapis.com'];
const downloadUrl = (path: string, host = 'firebasestorage.googleapis.com', inBucket = bucket) =>
  `https://${host}/v0/b/${inBucket}/o/${encodeURIComponent(path)}?alt=media&token=abc`;

describe('imageObjectPath', () => {
  it('puts product images under product-images/{timestamp}-{random}.{ext}', () => {
    expect(imageObjectPath('product', { name: 'Camera.JPG', type: 'image/jpeg' }, 1700000000000, 'k3y')).toBe(
      'product-images/1700000000000-k3y.jpg',
    );
  });

  it('puts service images under services-images/{random}.{ext}', () => {
    expect(imageObjectPath('service', { name: 'network.png', type: 'image/png' }, 1, 'abc123')).toBe(
      'services-images/abc123.png',
    );
  });

  it('makes a fresh random name each time', () => {
    const file = { name: 'a.webp', type: 'image/webp' };
    expect(imageObjectPath('service', file)).not.toBe(imageObjectPath('service', file));
    expect(imageObjectPath('product', file)).toMatch(/^product-images\/\d+-[a-z0-9]{12}\.webp$/);
  });
});

describe('imageExtension', () => {
  it('uses the file name extension, lowercased', () => {
    expect(imageExtension({ name: 'photo.WebP', type: 'image/webp' })).toBe('webp');
  });

  it('falls back to the type when the name has no usable extension', () => {
    expect(imageExtension({ name: 'photo', type: 'image/png' })).toBe('png');
    expect(imageExtension({ name: 'evil.p/h?p', type: 'image/jpeg' })).toBe('jpg');
    expect(imageExtension({ name: '.hidden', type: 'image/gif' })).toBe('gif');
  });

  it('says img when neither tells', () => {
    expect(imageExtension({ name: 'blob', type: '' })).toBe('img');
  });
});

describe('randomName', () => {
  it('draws lowercase letters and digits', () => {
    expect(randomName(4, () => 0)).toBe('aaaa');
    expect(randomName(3, () => 0.999)).toBe('999');
  });
});

describe('ownedImagePath', () => {
  it('recognises download URLs of our bucket in the image folders', () => {
    expect(ownedImagePath(downloadUrl('product-images/1-a.jpg'), bucket, hosts)).toBe(
      'product-images/1-a.jpg',
    );
    expect(ownedImagePath(downloadUrl('services-images/b.png'), bucket, hosts)).toBe('services-images/b.png');
  });

  it('recognises emulator download URLs when the emulator host is allowed', () => {
    const url = `http://127.0.0.1:9199/v0/b/${bucket}/o/${encodeURIComponent('product-images/1-a.jpg')}?alt=media`;
    expect(ownedImagePath(url, bucket, ['127.0.0.1:9199'])).toBe('product-images/1-a.jpg');
    expect(ownedImagePath(url, bucket, hosts)).toBeNull();
  });

  it('never claims seed images, other sites, other buckets or other folders', () => {
    expect(ownedImagePath('/images/seed/products/camera.webp', bucket, hosts)).toBeNull();
    expect(ownedImagePath('https://example.com/product-images/1-a.jpg', bucket, hosts)).toBeNull();
    expect(
      ownedImagePath(downloadUrl('product-images/1-a.jpg', undefined, 'someone-else'), bucket, hosts),
    ).toBeNull();
    expect(ownedImagePath(downloadUrl('partner-logos/a.png'), bucket, hosts)).toBeNull();
    expect(ownedImagePath(downloadUrl('product-images/nested/a.png'), bucket, hosts)).toBeNull();
    expect(ownedImagePath(downloadUrl('product-images/..'), bucket, hosts)).toBeNull();
    expect(ownedImagePath(downloadUrl('product-images/'), bucket, hosts)).toBeNull();
  });

  it('ignores empty and malformed values', () => {
    expect(ownedImagePath(null, bucket, hosts)).toBeNull();
    expect(ownedImagePath('', bucket, hosts)).toBeNull();
    expect(ownedImagePath('not a url', bucket, hosts)).toBeNull();
    expect(ownedImagePath(downloadUrl('product-images/a.jpg'), '', hosts)).toBeNull();
  });
});
