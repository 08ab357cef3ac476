import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportChunkLoadFailure } from './chunkLoad';

/**
 * Keeps a failing part of a page (a view whose chunk did not load, a library that threw while
 * drawing) from blanking the whole page: the fallback shows instead, with a way to try again.
 * Change `resetKey` (e.g. the view shown) to start over without the retry.
 */
export class ErrorBoundary extends Component<
  { resetKey?: unknown; fallback(retry: () => void): ReactNode; children: ReactNode },
  { failed: boolean; key: unknown }
> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey?: unknown }, state: { failed: boolean; key: unknown }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A view's chunk gone after a deploy: reload once, then the message (records-explorer §8).
    if (reportChunkLoadFailure(error)) return;
    console.error('A part of the page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
