import type { ReactNode } from 'react';
import { opensContactDialog } from './contact-dialog';

/** A button that opens the contact dialog at once, before the app has started too (app/invokers.ts). */
export function ContactDialogButton({ className, children }: { className: string; children: ReactNode }) {
  return (
    <button type="button" {...opensContactDialog} className={className}>
      {children}
    </button>
  );
}
