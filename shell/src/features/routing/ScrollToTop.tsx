import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Pages scroll to the top on navigation (spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // Not on start: the browser places the first page (a reader may already scroll a pre-rendered one).
  const started = useRef(false);
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
