import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote page that fails to load or render, so only that page shows the fallback. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`A page of ${this.props.remote} failed`, error);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  render() {
    if (this.state.failed) return <RemoteUnavailable remotes={[this.props.remote]} onRetry={this.retry} />;
    return this.props.children;
  }
}
