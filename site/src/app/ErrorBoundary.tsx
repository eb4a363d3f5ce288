import { Component, lazy, Suspense, type ReactNode } from 'react';

// The error page's code loads only when an island fails: it is in no first load.
const ServerError = lazy(() => import('./NotFound').then((module) => ({ default: module.ServerError })));

interface State {
  error: Error | null;
}

/** Shows the error page, not a blank part of the page, when an island fails to render. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ServerError error={this.state.error} />
      </Suspense>
    );
  }
}
