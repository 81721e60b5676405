import type { ReactNode } from 'react';

interface InvoiceTotalsProps {
  net: number | string;
  vat: number | string;
  total: number | string;
  labels: { net: string; vat: string; total: string };
  /** Euro on the Italian screens, dollars on the invoice detail (as the spec shows them). */
  format: (amount: number | string) => string;
  /** Before the amounts, on the left (the lines editor's add button). */
  children?: ReactNode;
}

/** An invoice's net, VAT and total on one line, the total in bold. */
export function InvoiceTotals({ net, vat, total, labels, format, children }: InvoiceTotalsProps) {
  return (
    <div className="fin-totals">
      {children}
      <span>
        {labels.net}: {format(net)}
      </span>
      <span>
        {labels.vat}: {format(vat)}
      </span>
      <strong>
        {labels.total}: {format(total)}
      </strong>
    </div>
  );
}
