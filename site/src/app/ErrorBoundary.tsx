import { Component, type ReactNode } from 'react';
import { ServerError } from './NotFound';

interface State {
  error: Error | null;
}

/** Shows the error page, not a blank screen, when a page fails to render or its chunk fails to load. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? <ServerError error={this.state.error} /> : this.props.children;
  }
}
