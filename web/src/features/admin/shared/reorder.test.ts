import { describe, expect, it } from 'vitest';
import { canMove, orderAfterMove } from './reorder';

const items = [{ id: 'home' }, { id: 'about' }, { id: 'products' }, { id: 'contact' }];

describe('orderAfterMove', () => {
  it('swaps an item with the one above, then renumbers everything from 0', () => {
    expect(orderAfterMove(items, 2, 'up')).toEqual([
      { id: 'home', order_index: 0 },
      { id: 'products', order_index: 1 },
      { id: 'about', order_index: 2 },
      { id: 'contact', order_index: 3 },
    ]);
  });

  it('swaps an item with the one below', () => {
    expect(orderAfterMove(items, 0, 'down')).toEqual([
      { id: 'about', order_index: 0 },
      { id: 'home', order_index: 1 },
      { id: 'products', order_index: 2 },
      { id: 'contact', order_index: 3 },
    ]);
  });

  it('renumbers gapped or duplicated order values by position', () => {
    const gapped = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(orderAfterMove(gapped, 2, 'up')?.map((update) => update.order_index)).toEqual([0, 1, 2]);
  });

  it('refuses to move the first item up or the last item down', () => {
    expect(orderAfterMove(items, 0, 'up')).toBeNull();
    expect(orderAfterMove(items, 3, 'down')).toBeNull();
  });

  it('does not change the list it was given', () => {
    const copy = [...items];
    orderAfterMove(items, 1, 'down');
    expect(items).toEqual(copy);
  });
});

describe('canMove', () => {
  it('disables up on the first item and down on the last', () => {
    expect([0, 1, 2].map((index) => canMove(index, 3, 'up'))).toEqual([false, true, true]);
    expect([0, 1, 2].map((index) => canMove(index, 3, 'down'))).toEqual([true, true, false]);
  });

  it('allows no move in a list of one', () => {
    expect(canMove(0, 1, 'up')).toBe(false);
    expect(canMove(0, 1, 'down')).toBe(false);
  });
});
