import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'bg-yellow-100'],
    ['accepted', 'Accepted', 'bg-green-100'],
    ['rejected', 'Rejected', 'bg-red-100'],
    ['reviewed', 'Reviewed', 'bg-slate-100'],
    ['archived', 'archived', 'bg-slate-100'],
  ])('shows %s as "%s" in its colour', (status, label, colour) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveClass(colour);
  });
});
