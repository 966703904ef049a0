import { useEffect, useState } from 'react';

/** True while the page is being scrolled, and until `quietMs` have passed without a scroll event. */
export function useScrollActivity(quietMs: number): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), quietMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [quietMs]);
  return scrolling;
}
