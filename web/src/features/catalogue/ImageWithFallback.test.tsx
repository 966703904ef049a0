import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageWithFallback, PLACEHOLDER_IMAGE } from './ImageWithFallback';

const SIZES = '(min-width: 1024px) 50vw, 100vw';
const SEED_IMAGE = '/images/seed/products/hikvision-4mp-dome-camera.webp';

describe('ImageWithFallback', () => {
  it('shows the image it is given', () => {
    render(<ImageWithFallback src="/images/camera.webp" alt="Dome camera" sizes={SIZES} />);
    expect(screen.getByRole('img', { name: 'Dome camera' })).toHaveAttribute('src', '/images/camera.webp');
  });

  it('offers a seed image’s smaller copy with the sizes it is drawn at', () => {
    render(<ImageWithFallback src={SEED_IMAGE} alt="Dome camera" sizes={SIZES} />);
    const image = screen.getByRole('img', { name: 'Dome camera' });
    expect(image).toHaveAttribute('src', SEED_IMAGE);
    expect(image).toHaveAttribute(
      'srcset',
      `/images/seed/products/hikvision-4mp-dome-camera-400.webp 400w, ${SEED_IMAGE} 800w`,
    );
    expect(image).toHaveAttribute('sizes', SIZES);
  });

  it('gives an uploaded image a single source', () => {
    const uploaded = 'https://firebasestorage.googleapis.com/v0/b/demo/o/product-images%2F1-a.webp?alt=media';
    render(<ImageWithFallback src={uploaded} alt="Dome camera" sizes={SIZES} />);
    const image = screen.getByRole('img', { name: 'Dome camera' });
    expect(image).toHaveAttribute('src', uploaded);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('shows the placeholder when there is no image', () => {
    render(<ImageWithFallback src={null} alt="Dome camera" sizes={SIZES} />);
    const image = screen.getByRole('img', { name: 'Dome camera' });
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(image).not.toHaveAttribute('srcset');
  });

  it('switches to the placeholder, without the srcset, when the image fails to load', () => {
    render(<ImageWithFallback src={SEED_IMAGE} alt="Dome camera" sizes={SIZES} />);
    const image = screen.getByRole('img', { name: 'Dome camera' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('passes the size and loading hints through', () => {
    render(
      <ImageWithFallback
        src={SEED_IMAGE}
        alt="Dome camera"
        sizes={SIZES}
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
      />,
    );
    const image = screen.getByRole('img', { name: 'Dome camera' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });
});
