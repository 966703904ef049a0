import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { currentMessages, showingCount } from '@/i18n';
import { LoadMore } from './LoadMore';

type Props = {
  count: number;
  total: number | null;
  hasMore: boolean;
  isLoading?: boolean;
  onLoadMore?: () => void;
};

function PagedList({ count, total, hasMore, isLoading = false, onLoadMore = () => {} }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <>
      <ul ref={listRef}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>Item {index + 1}</li>
        ))}
      </ul>
      <LoadMore
        listRef={listRef}
        shown={count}
        status={showingCount(currentMessages().paging.products, count, total, 'en')}
        pages={{ hasNextPage: hasMore, isFetchingNextPage: isLoading, fetchNextPage: onLoadMore }}
      />
    </>
  );
}

describe('LoadMore', () => {
  it('says how many are shown of how many, in a polite live region', () => {
    render(<PagedList count={24} total={2000} hasMore />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 24 of 2,000 products');
  });

  it('leaves the total out when it is unknown (offline), and has no button on the last page', () => {
    render(<PagedList count={16} total={null} hasMore={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 16 products');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads the next page, then moves focus to its first item even when the button goes away', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<PagedList count={2} total={3} hasMore onLoadMore={onLoadMore} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(<PagedList count={3} total={3} hasMore={false} onLoadMore={onLoadMore} />);
    expect(screen.getByText('Item 3')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3 products');
  });

  it('does not move focus when the list grows by itself (a refresh after a save)', () => {
    const { rerender } = render(<PagedList count={2} total={2} hasMore={false} />);
    rerender(<PagedList count={3} total={3} hasMore={false} />);
    expect(screen.getByText('Item 3')).not.toHaveFocus();
  });

  it('keeps the button focusable while loading, and ignores presses meanwhile', async () => {
    const onLoadMore = vi.fn();
    render(<PagedList count={2} total={4} hasMore isLoading onLoadMore={onLoadMore} />);
    const button = screen.getByRole('button', { name: 'Loading more...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await userEvent.setup().click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('uses the singular for one item', () => {
    render(<PagedList count={1} total={1} hasMore={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 1 product');
  });
});
