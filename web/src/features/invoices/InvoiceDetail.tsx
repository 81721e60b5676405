import { Card, H4 } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import { DataRow, DetailTable } from '../../shared/DataTable.tsx';
import type { InvoiceDetail_invoice$key } from '../../__generated__/InvoiceDetail_invoice.graphql.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { DetailHeader, type Refresh } from '../../shared/DetailHeader.tsx';
import { formatDate } from '../../shared/dates.ts';
import { DecisionDialog, useDecision } from '../../shared/DecisionDialog.tsx';
import { invoiceDecisionTexts, invoiceDetailTexts as t } from './detailTexts.ts';
import { formatDollar } from '../../shared/format.ts';
import { EInvoiceDetails } from './EInvoiceDetails.tsx';
import { InvoiceApprovals } from './InvoiceApprovals.tsx';
import './EInvoiceImport.css';
import { InvoiceTotals } from './InvoiceTotals.tsx';
import { statusBadgeClass } from './texts.ts';
import { HistoryTimeline } from '../../shared/HistoryTimeline.tsx';
import { costCenterLabel } from '../cost-centers/CostCenterPicker.tsx';
import { LineCostCenterCell } from './LineCostCenterCell.tsx';
import { useApproveInvoiceMutation } from './useApproveInvoiceMutation.ts';
import { useRejectInvoiceMutation } from './useRejectInvoiceMutation.ts';

/**
 * What the detail's own mutations (approve, reject, a line's cost center) read back: the invoice as
 * the detail shows it. Spread on their shared `InvoicePayload`, so the selection is written once.
 */
export const INVOICE_DETAIL_PAYLOAD = graphql`
  fragment InvoiceDetail_payload on InvoicePayload {
    invoice {
      ...InvoiceDetail_invoice
    }
  }
`;

/** The detail as heading 2 describes it; amounts with a dollar sign as the spec's detail shows them. */
export function InvoiceDetail({ invoice, refresh }: { invoice: InvoiceDetail_invoice$key; refresh: Refresh }) {
  const data = useFragment(
    /* eslint-disable relay/unused-fields -- DetailHeader reads the status, the rejection and what the viewer may decide */
    graphql`
      fragment InvoiceDetail_invoice on Invoice {
        id
        history {
          ...HistoryTimeline_entries
        }
        invoiceNumber
        status
        statusLabel
        canApprove
        approvalBlockedReason
        canReject
        canSetLineCostCenters
        orderRowId
        orderNumber
        orderStatus
        supplierName
        netAmount
        vatAmount
        totalAmount
        invoiceDate
        dueDate
        rejectedReason
        rejectedByName
        rejectedAt
        lines {
          rowId
          productName
          description
          quantity
          unitPrice
          vatPercentage
          netAmount
          costCenterId
          costCenterCode
          costCenterDescription
        }
        ...InvoiceApprovals_invoice
        ...EInvoiceDetails_invoice
      }
    `,
    /* eslint-enable relay/unused-fields */
    invoice,
  );
  // After a decision the invoice and its order are fetched again (spec heading 7).
  const decision = useDecision(
    data.id,
    useApproveInvoiceMutation(),
    useRejectInvoiceMutation(),
    { done: t.updated, failed: t.updateFailed },
    refresh.onRefresh,
  );
  // Issue 18: an invoice without an order is charged line by line; until its first approval (imported
  // e-invoices too) each line's cost center is a picker here, saved through setInvoiceLineCostCenters.
  const editable = data.canSetLineCostCenters;
  const charged = editable || data.lines.some((line) => line.costCenterCode != null);
  const lineCostCenter = (line: { costCenterCode?: string | null; costCenterDescription?: string | null }) =>
    line.costCenterCode ? costCenterLabel(line.costCenterCode, line.costCenterDescription ?? null) : t.notAvailable;

  return (
    <div className="page" lang="en">
      <DetailHeader
        back="/invoices"
        title={t.title(data.invoiceNumber)}
        badge={<span className={statusBadgeClass(data.status)}>{data.statusLabel}</span>}
        refresh={refresh}
        record={data}
        texts={t}
        onDecide={decision.open}
        rejectedBy={data.rejectedByName ? t.rejectedBy(data.rejectedByName, formatDate(data.rejectedAt)) : undefined}
      />

      <EInvoiceDetails invoice={data} onChanged={refresh.onRefresh} />

      <Card className="data-card">
        <DetailTable
          columns={[{ label: t.orderNumber }, { label: t.fromSupplier }, { label: t.amount, kind: 'num' }]}
          rows={[
            <DataRow
              key="order"
              cells={[data.orderNumber ?? t.notAvailable, data.supplierName, formatDollar(data.totalAmount)]}
            />,
          ]}
        />
        <InvoiceTotals
          net={data.netAmount}
          vat={data.vatAmount}
          total={data.totalAmount}
          labels={t}
          format={formatDollar}
        />
      </Card>

      <div className="fin-grid">
        <Card className="fin-section">
          <H4 className="fin-section__title">{t.invoiceFrom}</H4>
          <p className="fin-placeholder">{t.fromPlaceholder}</p>
        </Card>
        <Card className="fin-section">
          <H4 className="fin-section__title">{t.invoiceTo}</H4>
          <p className="fin-placeholder">{t.toPlaceholder}</p>
        </Card>
        <Card className="fin-section">
          <H4 className="fin-section__title">{t.information}</H4>
          <dl className="fin-facts">
            <dt>{t.invoiceNumber}</dt>
            <dd>{data.invoiceNumber}</dd>
            <dt>{t.invoiceDate}</dt>
            <dd>{data.invoiceDate ? formatDate(data.invoiceDate) : t.notAvailable}</dd>
            <dt>{t.dueDate}</dt>
            <dd>{formatDate(data.dueDate)}</dd>
            <dt>{t.totalAmount}</dt>
            <dd>{formatDollar(data.totalAmount)}</dd>
            {data.orderStatus && (
              <>
                <dt>{t.orderStatus}</dt>
                <dd>
                  <span
                    className={
                      data.orderStatus === 'completed' ? 'fin-badge fin-badge--green' : 'fin-badge fin-badge--blue'
                    }
                  >
                    {t.orderStatusLabel(data.orderStatus)}
                  </span>
                </dd>
              </>
            )}
            <InvoiceApprovals invoice={data} />
          </dl>
          {data.orderRowId !== null && data.orderNumber && (
            <ButtonLink to={`/orders/${data.orderRowId}`} icon="shopping-cart" text={t.viewOrder(data.orderNumber)} />
          )}
        </Card>
      </div>

      <Card className="data-card">
        <DetailTable
          columns={[
            { label: t.product },
            { label: t.quantity, kind: 'num' },
            { label: t.unitPrice, kind: 'num' },
            { label: t.vatPercentage, kind: 'num' },
            { label: t.amount, kind: 'num' },
            ...(charged ? [{ label: t.costCenter }] : []),
          ]}
          rows={data.lines.map((line, index) => (
            <DataRow
              key={line.rowId}
              cells={[
                line.productName ?? line.description,
                line.quantity,
                formatDollar(line.unitPrice),
                `${Number(line.vatPercentage)}%`,
                formatDollar(line.netAmount),
                ...(editable
                  ? [
                      <LineCostCenterCell
                        key="costCenter"
                        invoiceId={data.id}
                        lineRowId={line.rowId}
                        index={index}
                        current={
                          line.costCenterId && line.costCenterCode
                            ? { id: line.costCenterId, label: lineCostCenter(line) }
                            : null
                        }
                      />,
                    ]
                  : charged
                    ? [lineCostCenter(line)]
                    : []),
              ]}
            />
          ))}
        />
      </Card>

      <HistoryTimeline entries={data.history} lang="en" />

      {decision.dialog && <DecisionDialog {...decision.dialog} texts={invoiceDecisionTexts} />}
    </div>
  );
}
