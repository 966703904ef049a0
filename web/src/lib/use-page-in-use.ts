import { useEffect, useState } from 'react';
import { pageFirstUsed } from './first-use';
import { pageSettled } from './page-settled';

/**
 * False on the server and in the first (hydrating) render; true once the page has settled and
 * the visitor has started using it (lib/first-use.ts).
 */
export function usePageInUse(): boolean {
  const [inUse, setInUse] = useState(false);
  useEffect(() => {
    let mounted = true;
    void Promise.all([pageSettled(), pageFirstUsed()]).then(() => mounted && setInUse(true));
    return () => {
      mounted = false;
    };
  }, []);
  return inUse;
}
