import { PageShown } from '../prerender/handOver';
import { areaOf } from './apps';
import './remotes.css';

/** Shown in place of a page whose remote could not be loaded; the rest of the site keeps working. */
export function RemoteUnavailable({ remotes, onRetry }: { remotes: string[]; onRetry: () => void }) {
  const areas = remotes.map(areaOf).join(', ');
  return (
    <section className="remote-fallback" role="alert" data-testid="remote-fallback">
      <PageShown />
      <h1>This page is taking a break</h1>
      <p>We could not load the {areas} just now. The rest of PressPoint still works. Please try again in a moment.</p>
      <button type="button" className="pp-button" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
