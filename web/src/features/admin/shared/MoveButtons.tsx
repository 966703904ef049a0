import { Button } from '@/ui/Button';
import { canMove, type MoveDirection } from './reorder';
import { adminMessages } from '@/i18n/admin';

type Props = {
  /** The item's name, so each button says what it moves ("Move Home up"). */
  label: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (direction: MoveDirection) => void;
};

const ARROWS: Record<MoveDirection, string> = { up: '↑', down: '↓' };

/** Move up / move down, disabled at the ends of the list. */
export function MoveButtons({ label, index, count, disabled, onMove }: Props) {
  const t = adminMessages.adminContent.lists;
  const names: Record<MoveDirection, string> = { up: t.moveUp(label), down: t.moveDown(label) };
  return (
    <div className="flex gap-1">
      {(['up', 'down'] as const).map((direction) => (
        <Button
          key={direction}
          variant="secondary"
          className="px-3"
          aria-label={names[direction]}
          disabled={disabled || !canMove(index, count, direction)}
          onClick={() => onMove(direction)}
        >
          <span aria-hidden="true">{ARROWS[direction]}</span>
        </Button>
      ))}
    </div>
  );
}
