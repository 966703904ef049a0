import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { versionChanges } from './version-diff';
import { VersionChanges } from './VersionChanges';

const words = { yes: 'Yes', no: 'No', formatTime: (date: Date) => date.toISOString().slice(0, 10) };

describe('VersionChanges', () => {
  it('shows each changed field with this version and the next, lists one item a line, empty said so', () => {
    render(
      <VersionChanges
        changes={versionChanges(
          { description: 'Old text', features: ['PoE'], is_active: true },
          { description: 'New text', features: ['PoE', 'Night vision'], is_active: true, sku: 'X1' },
          words,
        )}
      />,
    );
    const table = screen.getByRole('table', { name: 'What the next version changed' });
    const description = within(table).getByRole('row', { name: /Description/ });
    expect(
      within(description)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Old text', 'New text']);
    const features = within(table).getByRole('row', { name: /Features/ });
    expect(within(within(features).getAllByRole('cell')[1]!).getAllByRole('listitem')).toHaveLength(2);
    const sku = within(table).getByRole('row', { name: /Sku/ });
    expect(within(sku).getAllByRole('cell')[0]).toHaveTextContent('(empty)');
    expect(within(table).queryByRole('row', { name: /Is active/ })).toBeNull();
  });

  it('says so when only the stamps changed', () => {
    render(<VersionChanges changes={versionChanges({ updated_by: 'a' }, { updated_by: 'b' }, words)} />);
    expect(screen.getByText('Nothing but the stamps changed.')).toBeInTheDocument();
  });
});
