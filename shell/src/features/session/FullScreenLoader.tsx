import { useLoaderVisible } from 'mf-shared';
import './session.css';

export function FullScreenLoader() {
  const visible = useLoaderVisible();
  if (!visible) return null;
  return (
    <div className="fullscreen-loader" role="status" aria-live="polite" aria-label="Loading">
      <span className="fullscreen-loader__spinner" />
    </div>
  );
}
