import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every page starts at the top (docs/product.md#route-table) when the app navigates to it. Not when the app
 * first mounts: the page was opened by the browser, which already placed it, and a server-rendered
 * page may have been scrolled by the visitor before it was hydrated.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
