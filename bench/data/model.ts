// The shape of one generated tenant: how many of each master-data row it gets, the explicit id
// ranges its rows take, and the SQL expressions that derive every value from a row's ordinal.
// Everything is a pure function of (tenant ordinal, row ordinal), so a generated dataset is the
// same on every run and references can be computed instead of looked up.

/** Users of every tenant, by ordinal: admin, 3 procurement, 2 finance, 1 IT director. */
export const USERS = [
  { role: 'admin', local: 'admin', first: 'Anna', last: 'Admin' },
  { role: 'procurement', local: 'procurement1', first: 'Paolo', last: 'Acquisti' },
  { role: 'procurement', local: 'procurement2', first: 'Piera', last: 'Acquisti' },
  { role: 'procurement', local: 'procurement3', first: 'Pietro', last: 'Acquisti' },
  { role: 'finance', local: 'finance1', first: 'Franca', last: 'Finanza' },
  { role: 'finance', local: 'finance2', first: 'Fabio', last: 'Finanza' },
  { role: 'it_director', local: 'it1', first: 'Ivo', last: 'Informatica' },
] as const;

/** User ordinals (1-based, as in USERS) that play each part in the generated workflows. */
export const ADMIN = 1;
export const PROCUREMENT = [2, 3, 4];
export const FINANCE = [5, 6];
export const IT = 7;

export interface TenantShape {
  /** The tenant's ordinal (1..tenants): names and hashes depend on it. */
  ordinal: number;
  tenantId: number;
  offers: number;
  suppliers: number;
  products: number;
  costCenters: number;
  contracts: number;
  /** Invoices not made from an order (contract and recurring ones). */
  contractInvoices: number;
  /** First id minus one of each table's range for this tenant. */
  base: Record<IdTable, number>;
}

export const ID_TABLES = [
  'User',
  'Supplier',
  'Product',
  'CostCenter',
  'Offer',
  'OfferLine',
  'OfferRecipient',
  'OfferDocument',
  'Order',
  'Invoice',
  'InvoiceLine',
  'Payment',
  'Contract',
] as const;
export type IdTable = (typeof ID_TABLES)[number];

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.floor(n)));

/** How many master-data rows a tenant with `offers` offers has (a mid-size company's catalogue). */
export function sizes(offers: number) {
  return {
    suppliers: clamp(offers / 200, 20, 200),
    products: clamp(offers / 50, 50, 500),
    costCenters: 20,
    contracts: clamp(offers / 50, 5, 1000),
    contractInvoices: Math.floor(offers / 10),
  };
}

/** How many ids of each table one tenant may use (ranges may have gaps: ids only need to be unique). */
export function idSpan(shape: Omit<TenantShape, 'base' | 'ordinal' | 'tenantId'>): Record<IdTable, number> {
  const n = shape.offers;
  return {
    User: USERS.length,
    Supplier: shape.suppliers,
    Product: shape.products,
    CostCenter: shape.costCenters,
    Offer: n,
    OfferLine: 3 * n,
    OfferRecipient: 2 * n,
    OfferDocument: Math.ceil(n / 10),
    Order: n,
    Invoice: n + shape.contractInvoices,
    // 4 per order invoice (3 product lines and a document line), then 2 per contract invoice.
    InvoiceLine: 4 * n + 2 * shape.contractInvoices,
    Payment: n + shape.contractInvoices,
    Contract: shape.contracts,
  };
}

/**
 * A deterministic pseudo-random integer in [0, mod) for a row ordinal and a salt: PostgreSQL's
 * own hashint8, so the generator needs no random state and reruns give the same data.
 */
export function h(ordinal: string, salt: number, mod: number): string {
  return `((hashint8((${ordinal})::bigint * 1009 + ${salt}) & 2147483647) % ${mod})`;
}

/** Catalogue price of product ordinal p in tenant q: 5.00 to 2,000.00, whole cents. */
export function productPrice(p: string, q: number): string {
  return `((500 + ${h(`(${p}) * 7919 + ${q}`, 30, 199_500)})::numeric / 100)::numeric(14, 2)`;
}

/** Offer line k (0..2) of offer ordinal i: its product ordinal and quantity. */
export function lineProduct(i: string, k: number | string, products: number): string {
  return `(1 + ${h(`(${i}) * 3 + ${k}`, 10, products)})`;
}
export function lineQuantity(i: string, k: number | string): string {
  return `(1 + ${h(`(${i}) * 3 + ${k}`, 20, 10)})`;
}

/** Every tenth offer carries one priced PDF document: 25.00 to 512.50. */
export const hasDocument = (i: string) => `((${i}) % 10 = 0)`;
export const documentPrice = (i: string) => `(25 + ((${i}) % 40) * 12.5)::numeric(14, 2)`;

/** Contract invoice line k (0..1) of invoice ordinal j: quantity, unit price, VAT %. */
export function contractLine(j: string, k: number | string) {
  const o = `(${j}) * 2 + ${k}`;
  return {
    quantity: `(1 + ${h(o, 50, 12)})`,
    unitPrice: `((1000 + ${h(o, 51, 500_000)})::numeric / 100)::numeric(14, 2)`,
    vat: `((ARRAY[22, 22, 10, 4])[1 + ${h(o, 52, 4)}])::numeric(5, 2)`,
  };
}

/** VAT of one line, rounded to the cent half up (PostgreSQL's numeric round is half away from zero). */
export const vatOf = (net: string, percent: string) => `round((${net}) * (${percent}) / 100, 2)`;

/** Valid Italian partite IVA (11 digits with the check digit), one per supplier ordinal. */
export function partitaIva(ordinal: number): string {
  const digits = `0${String(1_000_000 + ordinal * 37).padStart(9, '0')}`;
  let total = 0;
  for (let i = 0; i < 10; i += 1) {
    let d = Number(digits[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return `${digits}${(10 - (total % 10)) % 10}`;
}

export const tenantShortName = (ordinal: number) => `bench-${String(ordinal).padStart(3, '0')}`;
export const emailDomain = (ordinal: number) => `${tenantShortName(ordinal)}.test`;

/** A SQL text array literal of plain words (no quotes inside). */
export const words = (list: readonly string[]) => `ARRAY[${list.map((w) => `'${w}'`).join(', ')}]`;

export const CATEGORIES = ['Hardware', 'Software', 'Office', 'Furniture', 'Services', 'Network', 'Licenses', 'Training'];
export const CITIES = ['Milano', 'Roma', 'Torino', 'Bologna', 'Napoli', 'Firenze', 'Verona', 'Padova'];
export const NAMES = ['Mario Rossi', 'Giulia Bianchi', 'Luca Verdi', 'Sara Neri', 'Marco Gallo', 'Elena Costa'];
