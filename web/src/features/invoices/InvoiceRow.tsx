import { Button } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { InvoiceRow_invoice$key } from '../../__generated__/InvoiceRow_invoice.graphql.ts';
import { formatDate } from '../../shared/dates.ts';
import { formatEuro } from '../../shared/format.ts';
import { IconLink } from './IconLink.tsx';
import { FREQUENCY_LABELS, invoiceListTexts as t, listStatusText, statusBadgeClass } from './texts.ts';

interface InvoiceRowProps {
  invoice: InvoiceRow_invoice$key;
  onEdit: () => void;
  onDelete: () => void;
}

export function InvoiceRow({ invoice, onEdit, onDelete }: InvoiceRowProps) {
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
    <tr>
      <td className="fin-nowrap">
        <Link to={`/invoices/${row.rowId}`}>{row.invoiceNumber}</Link>
      </td>
      <td>{row.supplierName}</td>
      <td className="fin-nowrap">{row.orderNumber ?? <span className="fin-muted">—</span>}</td>
      <td className="fin-nowrap">{formatDate(row.invoiceDate)}</td>
      <td className="fin-nowrap">{formatDate(row.dueDate)}</td>
      <td className="fin-num">{formatEuro(row.totalAmount)}</td>
      <td>
        <span className={statusBadgeClass(row.status)}>{listStatusText(row.listStatus)}</span>
      </td>
      <td>
        {row.isRecurring ? (
          <span className="fin-badge fin-badge--purple">
            {FREQUENCY_LABELS[row.recurringFrequency ?? ''] ?? t.recurring}
          </span>
        ) : (
          <span className="fin-muted">{t.singleBadge}</span>
        )}
      </td>
      <td className="fin-actions">
        <IconLink to={`/invoices/${row.rowId}`} icon="eye-open" label={`${t.view} ${row.invoiceNumber}`} />
        {row.canEdit && (
          <Button
            variant="minimal"
            icon="edit"
            title={t.edit}
            aria-label={`${t.edit} ${row.invoiceNumber}`}
            onClick={onEdit}
          />
        )}
        {row.canDelete && (
          <Button
            variant="minimal"
            icon="trash"
            intent="danger"
            title={t.delete}
            aria-label={`${t.delete} ${row.invoiceNumber}`}
            onClick={onDelete}
          />
        )}
      </td>
    </tr>
  );
}
