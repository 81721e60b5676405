import { Card, Checkbox, Tag } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { PayablesSchedule_query$key } from '../../__generated__/PayablesSchedule_query.graphql.ts';
import { DataRow, DetailTable } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { ExportButton } from '../../shared/ExportButton.tsx';
import { formatEuro } from '../../shared/format.ts';
import { ListFilter } from '../../shared/ListFilter.tsx';
import { runTexts } from './runTexts.ts';
import type { PaymentSelection } from './usePaymentSelection.ts';

const t = runTexts.schedule;

const COLUMNS = [
  { label: t.columns.select, kind: 'actions' as const },
  { label: t.columns.reference, kind: 'nowrap' as const },
  { label: t.columns.due, kind: 'nowrap' as const },
  { label: t.columns.invoices },
  { label: t.columns.iban, kind: 'nowrap' as const },
  { label: t.columns.amount, kind: 'num' as const },
  { label: t.columns.note },
];

const idAndAmount = (p: { paymentId: string; amount: string }) => ({ id: p.paymentId, amount: p.amount });

interface Props {
  query: PayablesSchedule_query$key;
  /** Null when the viewer may not create runs: no checkboxes. */
  selection: PaymentSelection | null;
}

/**
 * The scadenzario (issue 16, point 3): the open payments in four groups by due date, per supplier,
 * with the server's totals. A payment that cannot go into a run shows the server's reason and has
 * no checkbox to tick.
 */
export function PayablesSchedule({ query, selection }: Props) {
  const data = useFragment(
    graphql`
      fragment PayablesSchedule_query on Query {
        financeSupplierOptions {
          rowId
          label
        }
        payables(dueFrom: $dateFrom, dueTo: $dateTo, supplierId: $supplierId) {
          total
          groups {
            bucket
            label
            total
            count
            suppliers {
              supplierName
              total
              payments {
                paymentId
                paymentReference
                dueDate
                amount
                invoiceNumbers
                ibanMasked
                runBlockedReason
              }
            }
          }
        }
      }
    `,
    query,
  );
  if (!data.payables) return null;
  return (
    <section className="fin-payables" aria-label={t.title}>
      <h2 className="fin-payables__title">
        {t.title}
        <span className="fin-payables__total">
          {t.total}: {formatEuro(data.payables.total)}
        </span>
      </h2>
      <div className="fin-payables__filter">
        <ListFilter
          param="supplier"
          label={t.supplier}
          allText={t.allSuppliers}
          options={data.financeSupplierOptions.map((o) => ({ value: String(o.rowId), label: o.label }))}
        />
        <ExportButton list="payables" />
      </div>
      {data.payables.groups.map((group) => (
        <Card key={group.bucket} className={`fin-payables__group fin-payables__group--${group.bucket}`}>
          <h3 className="fin-payables__heading">
            <span>{group.label}</span>
            <Tag minimal round>
              {t.payments(group.count)}
            </Tag>
            <span className="fin-payables__amount">{formatEuro(group.total)}</span>
          </h3>
          {group.count === 0 ? (
            <p className="fin-muted">{t.empty}</p>
          ) : (
            group.suppliers.map((supplier) => {
              const selectable = supplier.payments.filter((p) => !p.runBlockedReason);
              const allOn = selectable.length > 0 && selectable.every((p) => selection?.selected.has(p.paymentId));
              return (
                <div key={supplier.supplierName} className="fin-payables__supplier">
                  <h4 className="fin-payables__supplier-name">
                    {selection && selectable.length > 0 && (
                      <Checkbox
                        className="fin-payables__check"
                        aria-label={t.selectAll(supplier.supplierName)}
                        checked={allOn}
                        onChange={() => selection.toggle(selectable.map(idAndAmount), !allOn)}
                      />
                    )}
                    <span>{supplier.supplierName}</span>
                    <span className="fin-payables__amount">{formatEuro(supplier.total)}</span>
                  </h4>
                  <DetailTable
                    columns={COLUMNS}
                    label={`${group.label}: ${supplier.supplierName}`}
                    rows={supplier.payments.map((p) => (
                      <DataRow
                        key={p.paymentId}
                        className={selection?.selected.has(p.paymentId) ? 'fin-payables__row--selected' : undefined}
                        cells={[
                          selection && !p.runBlockedReason ? (
                            <Checkbox
                              key="check"
                              className="fin-payables__check"
                              aria-label={t.select(p.paymentReference)}
                              checked={selection.selected.has(p.paymentId)}
                              onChange={(e) => selection.toggle([idAndAmount(p)], e.currentTarget.checked)}
                            />
                          ) : (
                            ''
                          ),
                          p.paymentReference,
                          p.dueDate ? formatDate(p.dueDate) : '—',
                          p.invoiceNumbers.join(', '),
                          p.ibanMasked ?? <span className="fin-muted">{t.noIban}</span>,
                          formatEuro(p.amount),
                          p.runBlockedReason ? <span className="fin-payables__blocked">{p.runBlockedReason}</span> : '',
                        ]}
                      />
                    ))}
                  />
                </div>
              );
            })
          )}
        </Card>
      ))}
    </section>
  );
}
