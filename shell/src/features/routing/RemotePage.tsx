import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { AppRoute } from 'mf-shared';
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
  // A new lazy component per attempt: React caches a failed lazy import forever.
  const Page = useMemo(() => lazy(route.load), [route, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    document.title = `${route.title} | PressPoint`;
  }, [route.title]);

  return (
    <RemoteBoundary remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
