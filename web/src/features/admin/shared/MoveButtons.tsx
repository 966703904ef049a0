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

/** Move up / move down, disabled at the ends of the list. */
export function MoveButtons({ label, index, count, disabled, onMove }: Props) {
  const t = adminMessages.adminContent.lists;
  return (
    <div className="flex gap-1">
      <Button
        variant="secondary"
        className="px-3"
        aria-label={t.moveUp(label)}
        disabled={disabled || !canMove(index, count, 'up')}
        onClick={() => onMove('up')}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        variant="secondary"
        className="px-3"
        aria-label={t.moveDown(label)}
        disabled={disabled || !canMove(index, count, 'down')}
        onClick={() => onMove('down')}
      >
        <span aria-hidden="true">↓</span>
      </Button>
    </div>
  );
}
