import { graphql, useFragment } from 'react-relay';
import type { InvoiceApprovals_invoice$key } from '../../__generated__/InvoiceApprovals_invoice.graphql.ts';
import { invoiceDetailTexts as t } from './detailTexts.ts';

/** Finance Approval and IT Director Approval badges ('Approved by {name}' or 'Pending'), as rows of the parent's list. */
export function InvoiceApprovals({ invoice }: { invoice: InvoiceApprovals_invoice$key }) {
  const data = useFragment(
    graphql`
      fragment InvoiceApprovals_invoice on Invoice {
        approvedByFinance
        approvedByFinanceName
        approvedByIT
        approvedByITName
      }
    `,
    invoice,
  );
  const badge = (approved: boolean, name: string | null | undefined) => (
    <span className={approved ? 'fin-badge fin-badge--green' : 'fin-badge fin-badge--yellow'}>
      {approved ? t.approvedBy(name ?? null) : t.pending}
    </span>
  );
  return (
    <>
      <dt>{t.financeApproval}</dt>
      <dd>{badge(data.approvedByFinance, data.approvedByFinanceName)}</dd>
      <dt>{t.itApproval}</dt>
      <dd>{badge(data.approvedByIT, data.approvedByITName)}</dd>
    </>
  );
}
