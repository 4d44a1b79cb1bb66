import { Component, type ReactNode } from 'react';

interface Props {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * One boundary per widget root (docs/architecture.md §4). It renders nothing once broken and
 * tells the loader, which unmounts the root (after React's commit) and puts the server
 * fallback back.
 */
export class ErrorBoundary extends Component<Props, { broken: boolean }> {
  override state = { broken: false };

  static getDerivedStateFromError() {
    return { broken: true };
  }

  override componentDidCatch(error: unknown) {
    // Unmounting a root while React commits is not allowed: wait for the commit to end.
    setTimeout(() => this.props.onError(error), 0);
  }

  override render() {
    return this.state.broken ? null : this.props.children;
  }
}
