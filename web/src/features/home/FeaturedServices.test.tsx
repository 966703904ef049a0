import { forPageLanguage, serviceEntity, type Locale } from '@kigali/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { FeaturedServices } from './FeaturedServices';

/** A service as Firestore stores it, translated into Kinyarwanda except for its description. */
const stored = serviceEntity.parse({
  id: 'cctv',
  name: 'CCTV Installation',
  slug: 'cctv-installation',
  description: 'Cameras installed and configured.',
  image_url: null,
  category: 'Security Systems',
  features: ['Site survey'],
  price_range: { min: 0, max: 0 },
  created_at: null,
  updated_at: null,
  translations: { rw: { name: 'Gushyiraho kamera', features: ['Gusura aho bizashyirwa'] } },
});

/** The home page's services as the server sends them for a page in `locale`. */
function renderInLanguage(locale: Locale) {
  render(
    <MemoryRouter>
      <FeaturedServices services={[forPageLanguage(stored, locale)]} />
    </MemoryRouter>,
  );
}

describe('FeaturedServices', () => {
  afterEach(() => loadLocale('en'));

  it('shows a service’s Kinyarwanda name and features on a Kinyarwanda page, English where untranslated', async () => {
    await loadLocale('rw');
    renderInLanguage('rw');
    expect(screen.getByRole('heading', { name: 'Gushyiraho kamera' })).toBeInTheDocument();
    expect(screen.getByText('Gusura aho bizashyirwa')).toBeInTheDocument();
    expect(screen.queryByText('CCTV Installation')).toBeNull();
    // The untranslated description shows in English, and says so to screen readers.
    expect(screen.getByText('Cameras installed and configured.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'Gushyiraho kamera' })).not.toHaveAttribute('lang');
  });

  it('shows the same stored service in English on an English page', () => {
    renderInLanguage('en');
    expect(screen.getByRole('heading', { name: 'CCTV Installation' })).toBeInTheDocument();
    expect(screen.getByText('Site survey')).toBeInTheDocument();
    expect(screen.getByText('Cameras installed and configured.')).not.toHaveAttribute('lang');
  });
});
