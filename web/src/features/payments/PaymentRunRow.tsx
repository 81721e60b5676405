import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { HistoryDialog } from '../../shared/LazyHistory.tsx';
import { graphql, useFragment } from 'react-relay';
import type { PaymentRunRow_run$data, PaymentRunRow_run$key } from '../../__generated__/PaymentRunRow_run.graphql.ts';
import { DataRow } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { formatEuro } from '../../shared/format.ts';
import { runBadgeClass, runTexts } from './runTexts.ts';

const t = runTexts.runs;

export type RunDecision = 'confirm' | 'cancel';

interface Props {
  run: PaymentRunRow_run$key;
  onDownload: (run: PaymentRunRow_run$data) => void;
  onDecide: (run: PaymentRunRow_run$data, decision: RunDecision) => void;
}

/** A row of the Distinte list: reference, date, format, count, total, status, download, confirm, cancel. */
export function PaymentRunRow({ run: key, onDownload, onDecide }: Props) {
  /* eslint-disable relay/unused-fields -- the list downloads (downloadPath, fileName) and decides (id) for the row */
  const run = useFragment(
    graphql`
      fragment PaymentRunRow_run on PaymentRun {
        id
        reference
        executionDate
        format
        paymentCount
        totalAmount
        status
        statusLabel
        fileName
        downloadPath
        canDecide
      }
    `,
    key,
  );
  /* eslint-enable relay/unused-fields */
  const [showHistory, setShowHistory] = useState(false);
  return (
    <DataRow
      cells={[
        run.reference,
        formatDate(run.executionDate),
        run.format.toUpperCase(),
        run.paymentCount,
        formatEuro(run.totalAmount),
        <span key="status" className={runBadgeClass(run.status)}>
          {run.statusLabel}
        </span>,
        <span key="actions" className="fin-run-actions">
          <Button small icon="download" text={t.download} onClick={() => onDownload(run)} />
          <Button small icon="history" text={t.history} onClick={() => setShowHistory(true)} />
          {showHistory && (
            <HistoryDialog
              id={run.id}
              lang="it"
              title={`${t.history} ${run.reference}`}
              onClose={() => setShowHistory(false)}
            />
          )}
          {run.canDecide && (
            <>
              <Button small intent="success" icon="tick" text={t.confirm} onClick={() => onDecide(run, 'confirm')} />
              <Button small icon="disable" text={t.cancel} onClick={() => onDecide(run, 'cancel')} />
            </>
          )}
        </span>,
      ]}
    />
  );
}
