import type { Permission } from '../../auth/permissions.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import type { HistoryLanguage } from './history-labels.ts';

/** The documents with a history timeline (issue 17 point 2), by the name the REST route takes. */
export const HISTORY_TYPES = ['offer', 'order', 'invoice', 'contract', 'payment', 'payment_run', 'supplier'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export interface HistoryKind {
  /** The audit log's entity type of these documents. */
  entity: string;
  /** Who may see the document may see its history: its own view action. */
  view: Permission;
  /** The language the spec gives the document's screen. */
  language: HistoryLanguage;
  notFound: string;
  /** Whether the document exists in the viewer's tenant (row-level security applies too). */
  exists(tx: TxClient, id: number, tenantId: number): Promise<boolean>;
}

type Finder = { findFirst(args: { where: { id: number; tenantId: number }; select: { id: true } }): Promise<unknown> };

/** One kind: what differs between documents is data, the existence check is the same for every table. */
const kind = (
  entity: string,
  view: Permission,
  language: HistoryLanguage,
  notFound: string,
  table: (tx: TxClient) => unknown,
): HistoryKind => ({
  entity,
  view,
  language,
  notFound,
  exists: async (tx, id, tenantId) =>
    (await (table(tx) as Finder).findFirst({ where: { id, tenantId }, select: { id: true } })) !== null,
});

export const historyKinds: Record<HistoryType, HistoryKind> = {
  offer: kind('Offer', 'offer.view', 'en', 'Offer not found', (tx) => tx.offer),
  order: kind('Order', 'order.view', 'en', 'Order not found', (tx) => tx.order),
  invoice: kind('Invoice', 'invoice.view', 'en', 'Invoice not found', (tx) => tx.invoice),
  contract: kind('Contract', 'contract.view', 'it', 'Contratto non trovato', (tx) => tx.contract),
  payment: kind('Payment', 'payment.view', 'it', 'Pagamento non trovato', (tx) => tx.payment),
  payment_run: kind('PaymentRun', 'paymentRun.view', 'it', 'Distinta non trovata', (tx) => tx.paymentRun),
  supplier: kind('Supplier', 'supplier.view', 'en', 'Supplier not found', (tx) => tx.supplier),
};
