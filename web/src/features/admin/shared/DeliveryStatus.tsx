import type { DeliveryState } from '@kigali/domain';
import { Button } from '@/ui/Button';
import { adminMessages } from '@/i18n/admin';

type Props = {
  /** The notification e-mail's state; nothing is shown before the mail Function has run. */
  state: DeliveryState | undefined;
  /** Who the submission is from, named in the button's label. */
  from: string;
  isResending: boolean;
  onResend: () => void;
};

/** A failed or throttled e-mail may be sent again; the others are done, under way or hopeless. */
const CAN_SEND_AGAIN: ReadonlySet<DeliveryState> = new Set(['failed', 'throttled']);

const TONE: Record<DeliveryState, string> = {
  sending: 'text-slate-700',
  sent: 'text-green-800',
  failed: 'text-red-800',
  throttled: 'text-yellow-900',
  invalid: 'text-red-800',
};

/** What became of a submission's notification e-mail, in words, with "Send again" when it may help. */
export function DeliveryStatus({ state, from, isResending, onResend }: Props) {
  const t = adminMessages.adminContent.delivery;
  if (!state) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3">
      <p className={`text-sm font-medium ${TONE[state]}`}>{t.state[state]}</p>
      {CAN_SEND_AGAIN.has(state) && (
        // aria-disabled, not disabled: the button keeps the focus while the call runs.
        <Button
          variant="secondary"
          aria-label={t.sendAgainFor(from)}
          aria-disabled={isResending || undefined}
          onClick={() => {
            if (!isResending) onResend();
          }}
        >
          {isResending ? t.sendingAgain : t.sendAgain}
        </Button>
      )}
    </div>
  );
}
