import { useEffect, useState } from 'react';
import { pendingWrites } from '@/data/pending-writes';
import { useOnlineStatus } from './use-online-status';

/** Lets the save start (Firestore queues it) before asking whether anything waits. */
const AFTER_ACTION_MS = 500;

/**
 * Whether admin changes saved while offline are still waiting to reach the server. Firestore
 * queues them (the save's promise only settles once the server answers), so after any form submit
 * or button press while offline we ask its write queue, and watch it until it drains.
 */
export function useOfflineSavesPending(): boolean {
  const online = useOnlineStatus();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (online) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        pendingWrites()
          .then(({ pending: waiting, synced }) => {
            if (!active || !waiting) return;
            setPending(true);
            return synced.finally(() => setPending(false));
          })
          .catch((error: unknown) => console.error('Could not check the write queue', error));
      }, AFTER_ACTION_MS);
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('button')) check();
    };
    check();
    document.addEventListener('submit', check, true);
    document.addEventListener('click', onClick, true);
    return () => {
      active = false;
      clearTimeout(timer);
      document.removeEventListener('submit', check, true);
      document.removeEventListener('click', onClick, true);
    };
  }, [online]);

  return pending;
}
