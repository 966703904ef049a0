import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoveButtons } from './MoveButtons';

describe('MoveButtons', () => {
  it('disables moving the first item up and the last item down, with labels naming the item', () => {
    const { rerender } = render(
      <MoveButtons label="Home" index={0} count={3} disabled={false} onMove={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Move Home up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Home down' })).toBeEnabled();
    rerender(<MoveButtons label="Contact" index={2} count={3} disabled={false} onMove={() => {}} />);
    expect(screen.getByRole('button', { name: 'Move Contact up' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Contact down' })).toBeDisabled();
  });

  it('reports the direction pressed', async () => {
    const onMove = vi.fn();
    render(<MoveButtons label="About" index={1} count={3} disabled={false} onMove={onMove} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Move About down' }));
    expect(onMove).toHaveBeenCalledWith('down');
  });

  it('disables both while a move is being saved', () => {
    render(<MoveButtons label="About" index={1} count={3} disabled onMove={() => {}} />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
