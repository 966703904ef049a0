import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterButtons } from './FilterButtons';

const options = [
  { value: 'cctv', label: 'CCTV' },
  { value: 'networking', label: 'Networking' },
];

function renderFilters(selected: string | null, onSelect = vi.fn()) {
  const view = render(
    <FilterButtons label="Filter" allLabel="All" options={options} selected={selected} onSelect={onSelect} />,
  );
  return {
    onSelect,
    select: (next: string | null) =>
      view.rerender(
        <FilterButtons label="Filter" allLabel="All" options={options} selected={next} onSelect={onSelect} />,
      ),
  };
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('FilterButtons', () => {
  it('shows the pressed filter as selected at once, before the selection arrives', async () => {
    const { onSelect } = renderFilters(null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'CCTV' }));
    expect(onSelect).toHaveBeenCalledWith('cctv');
    expect(pressed('CCTV')).toBe('true');
    expect(pressed('All')).toBe('false');
  });

  it('then follows the selection it is given, also back to an earlier one', async () => {
    const { select } = renderFilters(null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'CCTV' }));
    select('cctv');
    expect(pressed('CCTV')).toBe('true');
    select(null);
    expect(pressed('All')).toBe('true');
    expect(pressed('CCTV')).toBe('false');
  });
});
