import { builder } from '../../builder.ts';

const LEGACY_REST = 'The numeric id the legacy REST calls use.';
const ROUTES_AND_URLS = 'The database id, used by the legacy routes and the URLs.';

/**
 * Every table-backed type exposes its row's database id as `rowId` (what the legacy REST routes
 * take, the web's URLs and the e-invoice and history links use), declared here once with its
 * description rather than in each type. The types built on service results (import entries, API
 * keys, webhooks, payables, inbox items, budgets) declare their own.
 */
const ROW_ID_TYPES = {
  CostCenter: LEGACY_REST,
  Product: LEGACY_REST,
  Supplier: LEGACY_REST,
  Tenant: LEGACY_REST,
  User: LEGACY_REST,
  Invoice: ROUTES_AND_URLS,
  Offer: ROUTES_AND_URLS,
  Order: ROUTES_AND_URLS,
  Contract: undefined,
  InvoiceAttachment: undefined,
  InvoiceLine: undefined,
  OfferDocument: undefined,
  OfferLine: undefined,
  OfferRecipient: undefined,
  Payment: undefined,
  PaymentRun: undefined,
  RegistrationRequest: undefined,
} as const;

type RowModel = keyof typeof ROW_ID_TYPES;

for (const [type, description] of Object.entries(ROW_ID_TYPES)) {
  builder.prismaObjectField(type as RowModel, 'rowId', (t) => t.exposeInt('id', { description }));
}
