import { Alert } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PaymentRunRow_run$data } from '../../__generated__/PaymentRunRow_run.graphql.ts';
import type { PaymentRunsTable_query$key } from '../../__generated__/PaymentRunsTable_query.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { DataTable } from '../../shared/DataTable.tsx';
import { downloadInvoiceFile } from '../invoices/invoiceFiles.ts';
import { useDecidePaymentRun } from './paymentRunMutations.ts';
import { PaymentRunRow, type RunDecision } from './PaymentRunRow.tsx';
import { runTexts } from './runTexts.ts';
import { ExportButton } from '../../shared/ExportButton.tsx';

const t = runTexts.runs;
const COLUMNS = [
  { label: t.columns.reference, kind: 'nowrap' as const },
  { label: t.columns.date, kind: 'nowrap' as const },
  { label: t.columns.format },
  { label: t.columns.count, kind: 'num' as const },
  { label: t.columns.total, kind: 'num' as const },
  { label: t.columns.status },
  { label: t.columns.actions, kind: 'actions' as const },
];

/** The latest runs (Distinte): the file to download, confirm when the bank executed it, or cancel. */
export function PaymentRunsTable({ query, onChanged }: { query: PaymentRunsTable_query$key; onChanged: () => void }) {
  const data = useFragment(
    graphql`
      fragment PaymentRunsTable_query on Query {
        paymentRuns(first: 50) {
          totalCount
          edges {
            node {
              id
              ...PaymentRunRow_run
            }
          }
        }
      }
    `,
    query,
  );
  const [asked, setAsked] = useState<{ run: PaymentRunRow_run$data; decision: RunDecision } | null>(null);
  const [decideRun, deciding] = useDecidePaymentRun();
  if (!data.paymentRuns) return null;
  const edges = data.paymentRuns.edges;

  const download = (run: PaymentRunRow_run$data) =>
    downloadInvoiceFile(`/api/${run.downloadPath}`, run.fileName, t.downloadFailed).catch((error: Error) =>
      showToast(`${t.downloadFailed}: ${error.message}`, 'danger'),
    );
  const decide = async () => {
    if (!asked) return;
    const { run, decision } = asked;
    const outcome = await decideRun(run.id, decision);
    setAsked(null);
    if (outcome.ok) {
      showToast(decision === 'confirm' ? t.confirmed(run.reference) : t.cancelled(run.reference), 'success');
      onChanged();
    } else showToast(`${t.failed}: ${outcome.message}`, 'danger');
  };

  return (
    <section className="fin-runs" aria-label={t.title}>
      <h2 className="fin-payables__title">{t.title}</h2>
      <div className="fin-payables__filter">
        <ExportButton list="paymentRuns" />
      </div>
      <DataTable
        columns={COLUMNS}
        label={t.title}
        empty={t.empty}
        rows={edges.map((edge) => (
          <PaymentRunRow
            key={edge.node.id}
            run={edge.node}
            onDownload={(run) => void download(run)}
            onDecide={(run, decision) => setAsked({ run, decision })}
          />
        ))}
      >
        {edges.length > 0 && (
          <div className="data-footer">
            <span>{t.count(edges.length, data.paymentRuns.totalCount)}</span>
          </div>
        )}
      </DataTable>
      <Alert
        isOpen={asked !== null}
        intent={asked?.decision === 'confirm' ? 'success' : 'danger'}
        icon={asked?.decision === 'confirm' ? 'tick' : 'disable'}
        confirmButtonText={asked?.decision === 'confirm' ? t.confirm : t.cancel}
        cancelButtonText={t.keep}
        loading={deciding}
        onCancel={() => setAsked(null)}
        onConfirm={() => void decide()}
      >
        {asked &&
          (asked.decision === 'confirm'
            ? t.confirmQuestion(asked.run.reference)
            : t.cancelQuestion(asked.run.reference))}
      </Alert>
    </section>
  );
}
