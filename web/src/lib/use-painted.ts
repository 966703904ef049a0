import { useEffect, useState } from 'react';

/**
 * False until the component has been on screen for a frame. Work it starts (a page's reads) can
 * wait for that, so the page a visitor asked for is painted first.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The first frame callback runs before this commit is painted, the second after it.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
