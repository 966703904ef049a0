import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageWithFallback, PLACEHOLDER_IMAGE } from './ImageWithFallback';

describe('ImageWithFallback', () => {
  it('shows the image it is given', () => {
    render(<ImageWithFallback src="/images/camera.webp" alt="Dome camera" />);
    expect(screen.getByRole('img', { name: 'Dome camera' })).toHaveAttribute('src', '/images/camera.webp');
  });

  it('shows the placeholder when there is no image', () => {
    render(<ImageWithFallback src={null} alt="Dome camera" />);
    expect(screen.getByRole('img', { name: 'Dome camera' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('switches to the placeholder when the image fails to load', () => {
    render(<ImageWithFallback src="/images/missing.webp" alt="Dome camera" />);
    const image = screen.getByRole('img', { name: 'Dome camera' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });
});
