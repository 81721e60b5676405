import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { InvoiceRow_invoice$key } from '../../__generated__/InvoiceRow_invoice.graphql.ts';
import { DataRow } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { formatEuro } from '../../shared/format.ts';
import { FREQUENCY_LABELS, invoiceListTexts as t, listStatusText, statusBadgeClass } from './texts.ts';
import type { RowStarts } from '../../shared/ConnectionTable.tsx';
import { RowActions } from '../../shared/RowButton.tsx';

export function InvoiceRow({ invoice, starts }: { invoice: InvoiceRow_invoice$key; starts: RowStarts }) {
  const row = useFragment(
    graphql`
      fragment InvoiceRow_invoice on Invoice {
        rowId
        invoiceNumber
        supplierName
        orderNumber
        invoiceDate
        dueDate
        totalAmount
        status
        listStatus
        isRecurring
        recurringFrequency
        canEdit
        canDelete
      }
    `,
    invoice,
  );
  return (
    <DataRow
      cells={[
        <Link key="number" to={`/invoices/${row.rowId}`}>
          {row.invoiceNumber}
        </Link>,
        row.supplierName,
        row.orderNumber ?? (
          <span key="order" className="fin-muted">
            —
          </span>
        ),
        formatDate(row.invoiceDate),
        formatDate(row.dueDate),
        formatEuro(row.totalAmount),
        <span key="status" className={statusBadgeClass(row.status)}>
          {listStatusText(row.listStatus)}
        </span>,
        row.isRecurring ? (
          <span key="type" className="fin-badge fin-badge--purple">
            {FREQUENCY_LABELS[row.recurringFrequency ?? ''] ?? t.recurring}
          </span>
        ) : (
          <span key="type" className="fin-muted">
            {t.singleBadge}
          </span>
        ),
        <RowActions
          key="actions"
          name={row.invoiceNumber}
          view={{ to: `/invoices/${row.rowId}`, label: t.view }}
          edit={row.canEdit && { label: t.edit, onClick: starts.edit }}
          remove={row.canDelete && { label: t.delete, onClick: starts.confirm }}
        />,
      ]}
    />
  );
}
