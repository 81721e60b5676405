// The purchase-order match of an e-invoice (issue 14, point 8), one rule for the import and for the
// later link by hand: the order must be the supplier's, received and not yet invoiced; the invoice's
// taxable amount is then compared with the order total within the tenant's tolerance.
import type { OrderStatus } from '../../generated/prisma/enums.ts';
import { Decimal } from '../../shared/scalars.ts';
import { matchTolerance } from '../company/company.rules.ts';
import { euro } from '../../shared/euro.ts';

/** Every note about the order link starts so: a later link by hand replaces them. */
/** What the order checks read of an order, for the import's match and the later link alike. */
export const MATCHED_ORDER_SELECT = {
  id: true,
  orderNumber: true,
  status: true,
  supplierId: true,
  totalAmount: true,
  invoice: { select: { id: true } },
} as const;

export const ORDER_NOTE_PREFIX = 'Ordine di acquisto';

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'pending',
  sent: 'sent',
  received: 'received',
  completed: 'completed',
};

export interface OrderForMatch {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  supplierId: number;
  totalAmount: Decimal;
  hasInvoice: boolean;
}

export interface Tolerance {
  percent: Decimal;
  amount: Decimal;
}

export type OrderCheck = { linkable: true; discrepancy: string | null } | { linkable: false; reason: string };

export function orderNotFound(reference: string): string {
  return `${ORDER_NOTE_PREFIX} ${reference} non trovato: la fattura non è collegata a un ordine`;
}

/** Whether the invoice may be linked to the order, and the amount discrepancy when it may. */
export function checkOrder(
  order: OrderForMatch,
  invoice: { supplierId: number; taxableAmount: Decimal },
  tolerance: Tolerance,
): OrderCheck {
  const name = `${ORDER_NOTE_PREFIX} ${order.orderNumber}`;
  if (order.supplierId !== invoice.supplierId) {
    return { linkable: false, reason: `${name} di un altro fornitore: la fattura non è collegata` };
  }
  if (order.hasInvoice) return { linkable: false, reason: `${name} già fatturato: la fattura non è collegata` };
  if (order.status !== 'received') {
    return {
      linkable: false,
      reason: `${name} nello stato '${ORDER_STATUS_LABELS[order.status]}', non 'received': la fattura non è collegata`,
    };
  }
  const allowed = matchTolerance(order.totalAmount, tolerance.percent, tolerance.amount);
  const difference = invoice.taxableAmount.sub(order.totalAmount);
  if (difference.abs().lte(allowed)) return { linkable: true, discrepancy: null };
  return {
    linkable: true,
    discrepancy:
      `${name}: imponibile ${euro(invoice.taxableAmount)} contro un totale ordine di ${euro(order.totalAmount)} ` +
      `(differenza ${euro(difference)}, tolleranza ${euro(allowed)})`,
  };
}

/** The order numbers a body cites, most specific first: DatiOrdineAcquisto, then DatiContratto, then DatiDDT. */
export function orderReferences(body: {
  orders: { documentId: string }[];
  contracts: { documentId: string }[];
  deliveryNotes: { number: string }[];
}): { cited: string[]; fromOrders: string[] } {
  const clean = (values: string[]) => values.map((v) => v.trim()).filter(Boolean);
  const fromOrders = clean(body.orders.map((o) => o.documentId));
  const cited = [
    ...new Set([
      ...fromOrders,
      ...clean(body.contracts.map((c) => c.documentId)),
      ...clean(body.deliveryNotes.map((d) => d.number)),
    ]),
  ];
  return { cited, fromOrders: [...new Set(fromOrders)] };
}
