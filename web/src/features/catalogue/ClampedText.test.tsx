import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClampedText } from './ClampedText';

describe('ClampedText', () => {
  it('shows a description of exactly 100 characters in full, without a toggle', () => {
    render(<ClampedText text={'a'.repeat(100)} />);
    expect(screen.getByText('a'.repeat(100))).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('clamps a description of 101 characters to 4 lines and toggles See More / See Less', async () => {
    const user = userEvent.setup();
    const text = 'b'.repeat(101);
    render(<ClampedText text={text} />);
    const paragraph = screen.getByText(text);
    const toggle = screen.getByRole('button', { name: 'See More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(paragraph).toHaveClass('line-clamp-4');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'See Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(paragraph).not.toHaveClass('line-clamp-4');

    await user.click(screen.getByRole('button', { name: 'See Less' }));
    expect(screen.getByRole('button', { name: 'See More' })).toBeInTheDocument();
    expect(paragraph).toHaveClass('line-clamp-4');
  });
});
