import { useRef } from 'react';
import { useMessages } from '@/i18n';
import { Dialog } from '@/ui/Dialog';
import { CONTACT_DIALOG_ID } from './contact-dialog';
import { ContactForm } from './ContactForm';

/**
 * The Contact Us modal, rendered closed by the server in every public page and opened by the browser (see
 * contact-dialog.ts). The form stays in the page while the dialog is closed, so what the visitor
 * typed is still there when they open it again, until it is sent.
 */
export function ContactDialog() {
  const t = useMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <Dialog id={CONTACT_DIALOG_ID} ref={dialog} title={t.contact.title} closeLabel={t.contact.close}>
      <p className="mb-4 text-sm text-slate-600">{t.contact.intro}</p>
      <ContactForm onSent={() => dialog.current?.close()} />
    </Dialog>
  );
}
