import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { ExportButton } from '../../shared/ExportButton.tsx';
import { ListLoadBoundary } from '../../shared/ListLoadBoundary.tsx';
import { ScreenPage } from '../../shared/ScreenPage.tsx';
import { useScreenQuery } from '../../shared/screenQuery.ts';
import './finance.css';

/** What a finance list screen is given: its query's data, and a refresh of it. */
export interface FinanceScreen<Q extends OperationType> {
  data: Q['response'];
  refresh: () => void;
  isRefreshing: boolean;
}

interface FinanceListProps<Q extends OperationType> {
  query: GraphQLTaggedNode;
  title: string;
  /** The screen's failure toast (spec heading 8), the empty list shown then, and the retry button. */
  texts: { loadFailed: string; empty: string; refresh: string };
  children: (screen: FinanceScreen<Q>) => ReactNode;
}

/**
 * The invoice, payment and contract lists (Italian): the screen's query, and when it cannot be
 * loaded its error toast and an empty list instead of the error page.
 */
export function FinanceList<Q extends OperationType>({ title, texts, ...props }: FinanceListProps<Q>) {
  return (
    <ListLoadBoundary title={title} loadFailed={texts.loadFailed} empty={texts.empty} retry={texts.refresh}>
      <FinanceListScreen {...props} title={title} />
    </ListLoadBoundary>
  );
}

function FinanceListScreen<Q extends OperationType>(props: Omit<FinanceListProps<Q>, 'texts'>) {
  const screen = useScreenQuery<Q>(props.query);
  return (
    <ScreenPage title={props.title} lang="it">
      {props.children(screen)}
    </ScreenPage>
  );
}

interface FinanceToolbarProps {
  /** Search and filters, on the left. */
  filters: ReactNode;
  refresh: { text: string; loading: boolean; onRefresh: () => void };
  /** After the refresh button (create ...). */
  children?: ReactNode;
}

/** A finance list's toolbar: its filters, then on the right the refresh and the list's own buttons. */
export function FinanceToolbar({ filters, refresh, children }: FinanceToolbarProps) {
  return (
    <div className="fin-toolbar">
      {filters}
      <span className="fin-toolbar__spacer" />
      <Button icon="refresh" text={refresh.text} loading={refresh.loading} onClick={refresh.onRefresh} />
      <ExportButton />
      {children}
    </div>
  );
}
