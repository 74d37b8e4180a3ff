import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import './resilience.css';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

interface BoundaryProps {
  label: string;
  variant: 'inline' | 'dialog';
  onRetry: () => void;
  onClose?: () => void;
  children: ReactNode;
}

/** Catches a frame part that failed to load (or to render) and offers to load it again, in place. */
class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`The frame part "${this.props.label}" failed`, error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    const { label, variant, onClose } = this.props;
    const retry = (
      <button type="button" className="frame-part__retry" onClick={this.retry}>
        Retry
      </button>
    );
    if (variant === 'inline') {
      return (
        <span className="frame-part frame-part--inline" role="alert" data-testid="frame-part-fallback">
          <span className="frame-part__text">{label} did not load.</span>
          {retry}
        </span>
      );
    }
    return (
      <div className="frame-part__backdrop">
        <div
          className="frame-part frame-part--dialog"
          role="alertdialog"
          aria-label={label}
          data-testid="frame-part-fallback"
        >
          <p className="frame-part__text">{label} did not load. Please check your connection and try again.</p>
          <div className="frame-part__actions">
            {retry}
            {onClose && (
              <button type="button" className="frame-part__close" onClick={onClose}>
                Close
              </button>
            )}
          </div>
        </div>
      </div>
    );
  }
}

/**
 * A lazily loaded part of the frame (the bell, the countdown, a dialog) fenced by its own error
 * boundary: a chunk that fails to load shows a small Retry in its place, the rest of the page keeps
 * working, and Retry imports the chunk again (React keeps a failed lazy component failed, so a
 * retry makes a fresh one; webpack fetches a chunk that failed again).
 */
export function lazyFramePart<P extends object>(
  label: string,
  load: Loader<P>,
  variant: 'inline' | 'dialog' = 'inline',
): ComponentType<P & { onClose?: () => void }> {
  const current = { Part: lazy(load) };
  function FramePart(props: P & { onClose?: () => void }) {
    const [, setAttempt] = useState(0);
    const retry = () => {
      current.Part = lazy(load);
      setAttempt((n) => n + 1);
    };
    const Part = current.Part as ComponentType<P>;
    return (
      <PartBoundary label={label} variant={variant} onRetry={retry} onClose={props.onClose}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  FramePart.displayName = `FramePart(${label})`;
  return FramePart;
}
