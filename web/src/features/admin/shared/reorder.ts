export type MoveDirection = 'up' | 'down';
export type OrderUpdate = { id: string; order_index: number };

/** The first item cannot move up and the last cannot move down (docs/product.md#admin-screens). */
export function canMove(index: number, count: number, direction: MoveDirection): boolean {
  return direction === 'up' ? index > 0 && index < count : index >= 0 && index < count - 1;
}

/**
 * Moving an item swaps it with its neighbour, then every item is renumbered from 0 by position
 * (docs/product.md#states). Returns the new order_index of every item (saved together in one batch), or null
 * when the move is not possible.
 */
export function orderAfterMove(
  items: readonly { id: string }[],
  index: number,
  direction: MoveDirection,
): OrderUpdate[] | null {
  if (!canMove(index, items.length, direction)) return null;
  const neighbour = direction === 'up' ? index - 1 : index + 1;
  const moved = [...items];
  [moved[index], moved[neighbour]] = [moved[neighbour]!, moved[index]!];
  return moved.map((item, position) => ({ id: item.id, order_index: position }));
}
