import { createContext, useContext } from 'react';

export type ContactModalControls = { open: () => void };

export const ContactModalContext = createContext<ContactModalControls | null>(null);

/** Opens the Contact Us modal from anywhere inside the public layout (header, home hero). */
export function useContactModal(): ContactModalControls {
  const controls = useContext(ContactModalContext);
  if (!controls) throw new Error('useContactModal must be used within a ContactModalProvider');
  return controls;
}
