import { useEffect, useState } from 'react';
import { pendingWrites } from '@/data/pending-writes';
import { useOnlineStatus } from './use-online-status';

/** How often the write queue is checked while offline. */
const CHECK_INTERVAL_MS = 1000;

/**
 * Whether admin changes saved while offline are still waiting to reach the server. Firestore
 * queues them (the save's promise only settles once the server answers), so while offline we ask
 * its write queue now and then, and once something waits, watch it until it drains.
 */
export function useOfflineSavesPending(): boolean {
  const online = useOnlineStatus();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (online) return;
    let active = true;
    let watching = false;
    const check = () => {
      if (watching) return;
      pendingWrites()
        .then(({ pending: waiting, synced }) => {
          if (!active || !waiting || watching) return;
          watching = true;
          setPending(true);
          return synced.finally(() => {
            watching = false;
            setPending(false);
          });
        })
        .catch((error: unknown) => console.error('Could not check the write queue', error));
    };
    check();
    const timer = setInterval(check, CHECK_INTERVAL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [online]);

  return pending;
}
