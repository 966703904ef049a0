import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroSection } from './HeroSection';
import type { HeroSlideView } from './hero-slides';

// Swiper itself is exercised end to end; here the carousel just lists what it is given.
vi.mock('./HeroCarousel', () => ({
  HeroCarousel: ({ slides }: { slides: HeroSlideView[] }) => (
    <ul>
      {slides.map((slide) => (
        <li key={slide.id}>
          <h2>{slide.title}</h2>
          <a href={slide.cta_link}>{slide.cta_text}</a>
        </li>
      ))}
    </ul>
  ),
}));

// The carousel waits for the page to settle and be used (lib/use-page-in-use.ts); each test says whether it has.
const page = vi.hoisted(() => ({ inUse: true }));
vi.mock('@/lib/use-page-in-use', () => ({ usePageInUse: () => page.inUse }));

function renderHero(slides: HeroSlideView[]) {
  render(
    <MemoryRouter>
      <HeroSection stored={slides} />
    </MemoryRouter>,
  );
}

const stored: HeroSlideView[] = [
  { id: 'a', title: 'Stored first', description: 'd', cta_text: 'Go A', cta_link: '/a' },
  { id: 'b', title: 'Stored second', description: 'd', cta_text: 'Go B', cta_link: '/b' },
];

describe('HeroSection', () => {
  beforeEach(() => {
    page.inUse = true;
  });

  it('plays every slide by CSS, one shown at a time, without the carousel, until the page is in use', async () => {
    page.inUse = false;
    renderHero(stored);
    const first = await screen.findByRole('heading', { name: 'Stored first' });
    const second = screen.getByRole('heading', { name: 'Stored second' });
    expect(screen.queryByRole('list')).toBeNull();
    const slideOf = (heading: HTMLElement) => heading.closest('[data-hero-slideshow] > div') as HTMLElement;
    expect(slideOf(first)).not.toHaveClass('invisible');
    expect(slideOf(second)).toHaveClass('invisible');
    // Two slides: a 10 s cycle, the second one starting 5 s in (a cycle already 5 s along).
    expect(slideOf(first).style.animation).toMatch(/^hero-slideshow-2 10000ms step-end (0ms|-0ms) infinite$/);
    expect(slideOf(second).style.animation).toBe('hero-slideshow-2 10000ms step-end -5000ms infinite');
  });

  it('shows the stored slides with their calls to action', async () => {
    renderHero(stored);
    expect(await screen.findByRole('link', { name: 'Go B' })).toHaveAttribute('href', '/b');
    expect(screen.getByRole('heading', { name: 'Stored first' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Browse Products' })).toBeNull();
  });

  it('falls back to the two built-in slides when none come back', async () => {
    renderHero([]);
    expect(await screen.findByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
    expect(screen.getAllByRole('heading')).toHaveLength(2);
  });

  it('opens the contact dialog by an invoker command, which the browser answers without the app', async () => {
    renderHero(stored);
    const button = await screen.findByRole('button', { name: 'Contact Us' });
    expect(button).toHaveAttribute('commandfor', 'contact-dialog');
    expect(button).toHaveAttribute('command', 'show-modal');
  });
});
