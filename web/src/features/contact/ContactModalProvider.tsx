import type { ContactMessageInput } from '@kigali/domain';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ContactModalContext } from './contact-modal-context';

// The form and its libraries load on first open, not with every page.
const ContactModal = lazy(() => import('./ContactModal').then((m) => ({ default: m.ContactModal })));

export function ContactModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  // What the visitor typed survives closing and reopening the modal until it is sent.
  const [draft, setDraft] = useState<ContactMessageInput | undefined>(undefined);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const sent = useCallback(() => {
    setDraft(undefined);
    setOpen(false);
  }, []);
  const controls = useMemo(() => ({ open }), [open]);
  return (
    <ContactModalContext value={controls}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <ContactModal draft={draft} onDraftChange={setDraft} onClose={close} onSent={sent} />
        </Suspense>
      )}
    </ContactModalContext>
  );
}
