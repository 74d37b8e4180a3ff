import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Pages scroll to the top on navigation (spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
