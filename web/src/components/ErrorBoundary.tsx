import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback.tsx';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this value changes (the pathname, for route content) a shown error is dropped. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey: unknown;
}

/**
 * Used twice: around the whole shell (last resort) and around the route content, keyed on the
 * pathname, so navigating away from a broken screen recovers without reloading the page. Retrying
 * in place would not help: Relay and React.lazy hand back the same cached failure.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { error: null, hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
