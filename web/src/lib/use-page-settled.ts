import { useEffect, useState } from 'react';
import { pageSettled } from './page-settled';

/** False on the server and in the first (hydrating) render, true once the page has settled. */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let mounted = true;
    void pageSettled().then(() => mounted && setSettled(true));
    return () => {
      mounted = false;
    };
  }, []);
  return settled;
}
