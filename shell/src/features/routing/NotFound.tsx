import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { PageShown } from '../prerender/handOver';

export function NotFound() {
  useEffect(() => {
    document.title = 'Page not found | PressPoint';
  }, []);
  return (
    <section className="not-found">
      <PageShown />
      <p className="not-found__code">404</p>
      <h1>We couldn’t find that page</h1>
      <p>The link may be old, or the page may have moved.</p>
      <Link className="pp-button" to={ROUTES.MAIN}>
        Back to main page
      </Link>
    </section>
  );
}
