import { useEffect, useId, useRef, type ReactNode, type Ref, type SyntheticEvent } from 'react';
import { CloseIcon } from './icons';

type Props = {
  title: string;
  children: ReactNode;
  /** Accessible label of the close button. */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
} & (
  | {
      /**
       * Opened by the app: shown while `open` is true, and `onClose` asks it to close (Escape, the
       * close button, a press on the backdrop).
       */
      open: boolean;
      onClose: () => void;
      id?: never;
      ref?: never;
    }
  | {
      /**
       * Opened by invoker buttons (`commandfor={id} command="show-modal"`, see app/invokers.ts): the
       * dialog is always in the page, rendered by the server with its content, and the browser opens
       * and closes it, before the page is hydrated as after. `ref` reaches it to close it from code.
       */
      id: string;
      ref?: Ref<HTMLDialogElement>;
      open?: never;
      onClose?: never;
    }
);

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

/**
 * A modal on the native <dialog> element: the browser traps focus inside it and makes the page
 * behind inert; Escape closes it, and focus returns to whatever opened it.
 */
export function Dialog(props: Props) {
  return props.id === undefined ? <AppOpenedDialog {...props} /> : <InvokedDialog {...props} />;
}

function InvokedDialog({ id, ref, ...chrome }: Extract<Props, { id: string }>) {
  return <DialogFrame dialogId={id} ref={ref} closeByCommand {...chrome} />;
}

function AppOpenedDialog({ open, onClose, ...chrome }: Extract<Props, { open: boolean }>) {
  const ref = useRef<HTMLDialogElement>(null);
  const dialogId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus?.();
      };
    }
  }, [open]);
  if (!open) return null;
  return (
    <DialogFrame
      dialogId={dialogId}
      ref={ref}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onBackdropPress={onClose}
      onCloseButton={onClose}
      {...chrome}
    />
  );
}

type FrameProps = Omit<Props, 'open' | 'onClose' | 'id' | 'ref'> & {
  dialogId: string;
  ref?: Ref<HTMLDialogElement> | undefined;
  /** The browser closes the dialog (close button command, Escape, `closedby="any"`). */
  closeByCommand?: boolean;
  onCancel?: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onBackdropPress?: () => void;
  onCloseButton?: () => void;
};

function DialogFrame({
  dialogId,
  ref,
  title,
  children,
  closeLabel = 'Close',
  size = 'md',
  closeByCommand = false,
  onCancel,
  onBackdropPress,
  onCloseButton,
}: FrameProps) {
  const titleId = useId();
  return (
    <dialog
      id={dialogId}
      ref={ref}
      aria-labelledby={titleId}
      closedby={closeByCommand ? 'any' : undefined}
      onCancel={onCancel}
      onClick={(event) => {
        // The dialog's content fills a child element: a press on the dialog itself is on the backdrop.
        if (onBackdropPress && event.target === event.currentTarget) onBackdropPress();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-xl p-0 shadow-2xl backdrop:bg-slate-950/60`}
    >
      <div className="p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            {...(closeByCommand
              ? { commandfor: dialogId, command: 'close' as const }
              : { onClick: onCloseButton })}
            aria-label={closeLabel}
            className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
