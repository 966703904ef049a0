import { describe, expect, it } from 'vitest';
import { objectUrlPrefixes } from './image-users';

const BUCKET = 'demo-kigali.appspot.com';

describe('objectUrlPrefixes', () => {
  it('starts with the former URL without its token, then the shapes of our bucket', () => {
    const former = `http://127.0.0.1:9199/v0/b/${BUCKET}/o/product-images%2Fcam.webp?alt=media&token=abc`;
    expect(objectUrlPrefixes('product-images/cam.webp', BUCKET, former)).toEqual([
      `http://127.0.0.1:9199/v0/b/${BUCKET}/o/product-images%2Fcam.webp`,
      `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/product-images%2Fcam.webp`,
      `https://storage.googleapis.com/${BUCKET}/product-images/cam.webp`,
      `https://${BUCKET}.storage.googleapis.com/product-images/cam.webp`,
    ]);
  });

  it('lists a shape once when the former URL already has it', () => {
    const former = `https://storage.googleapis.com/${BUCKET}/product-images/cam.webp`;
    expect(objectUrlPrefixes('product-images/cam.webp', BUCKET, former)).toHaveLength(3);
  });
});
