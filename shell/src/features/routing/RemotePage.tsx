import { Suspense, useEffect, useState } from 'react';
import type { AppRoute } from 'mf-shared';
import { LazyPage } from 'mf-shared/kit/remote-page';
import { AccessGuard } from '../guard/AccessGuard';
import { PageShown } from '../prerender/handOver';
import { RemoteBoundary } from '../remotes/RemoteBoundary';

export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      Loading…
    </div>
  );
}

/** One remote page: lazily loaded, titled, and fenced by its own error boundary. */
export function RemotePage({ route, remote }: { route: AppRoute; remote: string }) {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    document.title = `${route.title} | PressPoint`;
  }, [route.title]);

  return (
    // Keyed by route: what the guard saw on arrival is per page.
    <AccessGuard key={route.path} rule={route.access}>
      <RemoteBoundary remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={<PageLoader />}>
          <LazyPage load={route.load} attempt={attempt} />
          <PageShown />
        </Suspense>
      </RemoteBoundary>
    </AccessGuard>
  );
}
