import type { ContactMessageInput } from '@kigali/domain';
import { useMessages } from '@/i18n';
import { Dialog } from '@/ui/Dialog';
import { ContactForm } from './ContactForm';

type Props = {
  draft: ContactMessageInput | undefined;
  onDraftChange: (values: ContactMessageInput) => void;
  onClose: () => void;
  onSent: () => void;
};

export function ContactModal({ draft, onDraftChange, onClose, onSent }: Props) {
  const t = useMessages();
  return (
    <Dialog open title={t.contact.title} onClose={onClose} closeLabel={t.contact.close}>
      <p className="mb-4 text-sm text-slate-600">{t.contact.intro}</p>
      <ContactForm draft={draft} onDraftChange={onDraftChange} onSent={onSent} />
    </Dialog>
  );
}
