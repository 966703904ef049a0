import type { Service } from '@kigali/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { ServicesPage } from './ServicesPage';
import { serviceFixture } from '@/test/fixtures';

const service = (name: string, category: Service['category']) =>
  serviceFixture({
    id: name,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    description: `${name}, described.`,
    category,
  });

function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/services']}>
      <ServicesPage
        services={[
          service('Network Installation', 'Network Solutions'),
          service('CCTV Installation', 'Security Systems'),
        ]}
      />
      <Address />
    </MemoryRouter>,
  );
}

describe('ServicesPage in French', () => {
  beforeAll(() => loadLocale('fr'));
  afterAll(() => loadLocale('en'));

  it('names the categories in French on the filters and the cards, and filters by the stored value', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'CCTV Installation' });
    const filters = screen.getByRole('group', { name: 'Filtrer les services par catégorie' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tous', 'Solutions réseau', 'Systèmes de sécurité']);
    expect(screen.getByText('Solutions réseau', { selector: 'article p' })).toBeInTheDocument();

    await userEvent.click(within(filters).getByRole('button', { name: 'Systèmes de sécurité' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?category=Security+Systems');
  });
});
