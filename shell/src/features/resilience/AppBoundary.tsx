import { Component, type ReactNode } from 'react';
import './resilience.css';

/**
 * The last net around the whole app: whatever escapes the boundaries of the remote pages and the
 * frame parts shows a short message with Retry (render again), never a blank page.
 */
export class AppBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The app failed', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="app-failed" role="alert" data-testid="app-fallback">
        <h1>Something went wrong</h1>
        <p>Part of PressPoint did not load. Please try again.</p>
        <button type="button" className="pp-button" onClick={() => this.setState({ failed: false })}>
          Retry
        </button>
      </section>
    );
  }
}
