import { Button, Card, NonIdealState } from '@blueprintjs/core';
import { Component, type ReactNode } from 'react';
import { showToast } from '../components/toaster.ts';
import './data-table.css';
import { ScreenPage } from './ScreenPage.tsx';
import { serverMessage } from '../relay/errors.ts';

interface ListLoadBoundaryProps {
  title: string;
  /** The screen's own failure text (spec heading 8), e.g. 'Impossibile caricare le fatture'. */
  loadFailed: string;
  empty: string;
  retry: string;
  /** What to show instead of the empty list (a detail screen redirects or shows its own state). */
  fallback?: ReactNode;
  children: ReactNode;
}

interface ListLoadBoundaryState {
  failed: boolean;
}

/**
 * Spec heading 8: a screen that cannot be loaded shows its own error toast. A list that cannot be
 * loaded shows its error toast and an empty list, not the generic error page. The retry reloads the page: Relay keeps a failed query's result for a while.
 */
export class ListLoadBoundary extends Component<ListLoadBoundaryProps, ListLoadBoundaryState> {
  override state: ListLoadBoundaryState = { failed: false };

  static getDerivedStateFromError(): ListLoadBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('List failed to load', error);
    const detail = serverMessage(error);
    showToast(
      detail ? `${this.props.loadFailed}: ${detail}` : this.props.loadFailed,
      'danger',
      `load-failed:${this.props.title}`,
    );
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    // The list's own empty state (DataTable's card), with a retry.
    return (
      <ScreenPage title={this.props.title} lang="it">
        <Card className="data-card">
          <NonIdealState
            className="data-empty"
            icon="search"
            description={this.props.empty}
            action={<Button icon="refresh" text={this.props.retry} onClick={() => window.location.reload()} />}
          />
        </Card>
      </ScreenPage>
    );
  }
}
