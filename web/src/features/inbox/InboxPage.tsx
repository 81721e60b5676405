import { Button, Checkbox } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { InboxPageQuery } from '../../__generated__/InboxPageQuery.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { DataRow, DataTable } from '../../shared/DataTable.tsx';
import { DecisionDialog, type DecisionKind } from '../../shared/DecisionDialog.tsx';
import { formatDate } from '../../shared/dates.ts';
import { formatEuro, formatNumber } from '../../shared/format.ts';
import { ScreenPage, useRefreshToast } from '../../shared/ScreenPage.tsx';
import { useScreenQueryRef, type ScreenQuery } from '../../shared/screenQuery.ts';
import { InboxResults, type DecidedItem } from './InboxResults.tsx';
import { inboxTexts as t } from './texts.ts';
import { useDecideInboxItemsMutation } from './useDecideInboxItemsMutation.ts';
import './inbox.css';

const INBOX_QUERY = graphql`
  query InboxPageQuery {
    approvalInbox {
      documentId
      rowId
      type
      title
      amount
      createdAt
      ageDays
      step
    }
    viewer {
      # Refetched with the list: the sidebar's badge reads the same record.
      approvalInboxCount
    }
  }
`;

/** The screen's query (the route loader starts it). */
export const inboxQuery = (): ScreenQuery<InboxPageQuery> => ({ query: INBOX_QUERY, variables: {} });

const PATHS: Record<string, string> = { offer: '/offers', invoice: '/invoices', contract: '/contracts' };

/** "Da approvare" (issue 17 point 1): what awaits the viewer's own step, oldest first, decided in bulk. */
export function InboxPage() {
  const { queryRef, refresh, isRefreshing } = useScreenQueryRef<InboxPageQuery>(INBOX_QUERY);
  const onRefresh = useRefreshToast(refresh, isRefreshing, t.refreshed);
  return (
    <ScreenPage
      title={screens.inbox.title}
      lang="it"
      loading={t.loading}
      actions={<Button icon="refresh" text={t.refresh} loading={isRefreshing} onClick={onRefresh} />}
    >
      <InboxList queryRef={queryRef} onDecided={refresh} />
    </ScreenPage>
  );
}

function InboxList({ queryRef, onDecided }: { queryRef: PreloadedQuery<InboxPageQuery>; onDecided: () => void }) {
  const { approvalInbox: items, viewer } = usePreloadedQuery<InboxPageQuery>(INBOX_QUERY, queryRef);
  // The server sends the oldest page; the count says how many wait in all.
  const total = viewer?.approvalInboxCount ?? items.length;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [kind, setKind] = useState<DecisionKind | null>(null);
  const [decided, setDecided] = useState<DecidedItem[]>([]);
  const [decide, busy] = useDecideInboxItemsMutation();
  const chosen = items.filter((item) => selected.has(item.documentId));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allChecked = items.length > 0 && chosen.length === items.length;

  const confirm = async (reason: string) => {
    const decision = kind ?? 'approve';
    const outcome = await decide(
      chosen.map((item) => ({ type: item.type as 'offer' | 'invoice' | 'contract', id: item.documentId })),
      decision,
      reason || undefined,
    );
    if (!outcome.ok) {
      showToast(`${t.failed}: ${outcome.message}`, 'danger');
      return;
    }
    // The results come in the order of the items sent.
    setDecided(
      outcome.value.map((r) => ({
        key: chosen[r.index]?.documentId ?? String(r.index),
        title: chosen[r.index]?.title ?? '',
        type: chosen[r.index]?.type ?? '',
        decision,
        ok: r.ok,
        message: r.message,
      })),
    );
    setSelected(new Set());
    setKind(null);
    onDecided();
  };

  return (
    <div className="inbox">
      {decided.length > 0 && <InboxResults items={decided} />}
      {total > items.length && <p className="inbox__page">{t.page(formatNumber(items.length), formatNumber(total))}</p>}
      <div className="inbox__bar" role="status" aria-live="polite">
        <span className="inbox__summary">{chosen.length === 0 ? t.none : t.selected(chosen.length)}</span>
        <Button
          icon="tick"
          intent="success"
          text={t.approve}
          disabled={!chosen.length}
          onClick={() => setKind('approve')}
        />
        <Button
          icon="cross"
          intent="danger"
          text={t.reject}
          disabled={!chosen.length}
          onClick={() => setKind('reject')}
        />
      </div>
      <DataTable
        label={t.tableLabel}
        empty={t.empty}
        columns={[
          {
            label: (
              <Checkbox
                aria-label={t.selectAll}
                checked={allChecked}
                indeterminate={chosen.length > 0 && !allChecked}
                onChange={() => setSelected(allChecked ? new Set() : new Set(items.map((i) => i.documentId)))}
                className="inbox__check"
              />
            ),
          },
          { label: t.columns.type },
          { label: t.columns.document },
          { label: t.columns.amount, kind: 'num' },
          { label: t.columns.received, kind: 'nowrap' },
          { label: t.columns.age, kind: 'nowrap' },
          { label: t.columns.step },
        ]}
        rows={items.map((item) => (
          <DataRow
            key={item.documentId}
            cells={[
              <Checkbox
                key="select"
                aria-label={t.select(item.title)}
                checked={selected.has(item.documentId)}
                onChange={() => toggle(item.documentId)}
                className="inbox__check"
              />,
              t.types[item.type] ?? item.type,
              <Link key="link" to={`${PATHS[item.type]}/${item.rowId}`}>
                {item.title}
              </Link>,
              item.amount === null ? '—' : formatEuro(item.amount),
              formatDate(item.createdAt),
              t.age(item.ageDays),
              t.steps[item.step] ?? item.step,
            ]}
          />
        ))}
      />
      {kind && (
        <DecisionDialog
          kind={kind}
          texts={t.decision}
          busy={busy}
          onClose={() => setKind(null)}
          onConfirm={(reason) => void confirm(reason)}
        />
      )}
    </div>
  );
}
