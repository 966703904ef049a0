/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium browsers). The event can
 * fire before React renders, so it is captured as soon as this module loads and kept until used.
 */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Without preventDefault Chromium shows its own mini-infobar; the Install app button replaces it.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    notify();
  });
}

export const canInstall = () => deferredPrompt !== null;

export function subscribeToInstallAvailability(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the browser's install dialog; an offer can be used once, whatever the visitor answers. */
export async function promptInstall(): Promise<void> {
  const offer = deferredPrompt;
  if (!offer) return;
  deferredPrompt = null;
  notify();
  await offer.prompt();
  await offer.userChoice;
}
