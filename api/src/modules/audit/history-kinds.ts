import type { Permission } from '../../auth/permissions.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import { contractApproval, invoiceApproval, offerApproval } from '../../workflows/approval-kinds.ts';
import { PAYMENT_RUN_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../payments/payment-labels.ts';
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
  /** The word its screen's status tag uses for a state (the timeline shows the same), if it has one. */
  states: StateWords;
  /** Whether the document exists in the viewer's tenant (row-level security applies too). */
  exists(tx: TxClient, id: number, tenantId: number): Promise<boolean>;
}

export type StateWords = (state: string) => string | undefined;
const fromTable =
  (table: Readonly<Record<string, string>>): StateWords =>
  (state) =>
    table[state];

type Finder = { findFirst(args: { where: { id: number; tenantId: number }; select: { id: true } }): Promise<unknown> };

/** One kind: what differs between documents is data, the existence check is the same for every table. */
const kind = (
  entity: string,
  view: Permission,
  language: HistoryLanguage,
  notFound: string,
  table: (tx: TxClient) => unknown,
  states: StateWords = () => undefined,
): HistoryKind => ({
  entity,
  view,
  language,
  notFound,
  states,
  exists: async (tx, id, tenantId) =>
    (await (table(tx) as Finder).findFirst({ where: { id, tenantId }, select: { id: true } })) !== null,
});

export const historyKinds: Record<HistoryType, HistoryKind> = {
  offer: kind(
    'Offer',
    'offer.view',
    'en',
    'Offer not found',
    (tx) => tx.offer,
    (state) => offerApproval.label(state as never),
  ),
  order: kind('Order', 'order.view', 'en', 'Order not found', (tx) => tx.order),
  invoice: kind(
    'Invoice',
    'invoice.view',
    'en',
    'Invoice not found',
    (tx) => tx.invoice,
    (state) => invoiceApproval.label(state as never),
  ),
  contract: kind(
    'Contract',
    'contract.view',
    'it',
    'Contratto non trovato',
    (tx) => tx.contract,
    (state) => contractApproval.label(state as never),
  ),
  payment: kind(
    'Payment',
    'payment.view',
    'it',
    'Pagamento non trovato',
    (tx) => tx.payment,
    fromTable(PAYMENT_STATUS_LABELS),
  ),
  payment_run: kind(
    'PaymentRun',
    'paymentRun.view',
    'it',
    'Distinta non trovata',
    (tx) => tx.paymentRun,
    fromTable(PAYMENT_RUN_STATUS_LABELS),
  ),
  supplier: kind('Supplier', 'supplier.view', 'en', 'Supplier not found', (tx) => tx.supplier),
};

/**
 * The history type of an audit entity (its GraphQL type has the same name: Offer -> offer, PaymentRun
 * -> payment_run): the schema's `history` fields and the webhook events' prefixes read this one table.
 */
export const historyTypeOfEntity: Readonly<Record<string, HistoryType>> = Object.fromEntries(
  HISTORY_TYPES.map((type) => [historyKinds[type].entity, type]),
);
