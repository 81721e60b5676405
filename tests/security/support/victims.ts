import type { Prisma } from '../../../api/src/db/client.ts';

/** Tables whose rows belong to a tenant, with a text column that identifies a row in a response. */
export const TENANT_TABLES: { table: string; model: string; marker?: string }[] = [
  { table: 'User', model: 'user', marker: 'email' },
  { table: 'Product', model: 'product', marker: 'name' },
  { table: 'Supplier', model: 'supplier', marker: 'vatNumber' },
  { table: 'CostCenter', model: 'costCenter', marker: 'description' },
  { table: 'Offer', model: 'offer', marker: 'title' },
  { table: 'OfferLine', model: 'offerLine' },
  { table: 'OfferRecipient', model: 'offerRecipient', marker: 'name' },
  { table: 'OfferDocument', model: 'offerDocument', marker: 'storageKey' },
  { table: 'Order', model: 'order', marker: 'orderNumber' },
  { table: 'Invoice', model: 'invoice', marker: 'invoiceNumber' },
  { table: 'InvoiceLine', model: 'invoiceLine' },
  { table: 'Payment', model: 'payment', marker: 'paymentReference' },
  { table: 'Contract', model: 'contract', marker: 'contractName' },
  { table: 'AuditLog', model: 'auditLog' },
  // Issue 14: an imported e-invoice's VAT summary, payment schedule (its IBAN) and attachments.
  { table: 'InvoiceVatSummary', model: 'invoiceVatSummary' },
  { table: 'InvoiceInstallment', model: 'invoiceInstallment', marker: 'iban' },
  { table: 'InvoiceAttachment', model: 'invoiceAttachment', marker: 'storageKey' },
  // Issue 16: payment runs (their references repeat across tenants) and their items (the creditor's IBAN).
  { table: 'PaymentRun', model: 'paymentRun' },
  { table: 'PaymentRunItem', model: 'paymentRunItem', marker: 'creditorIban' },
  // Issue 17 point 4: a user's in-app notifications (their titles name the victim's documents).
  { table: 'Notification', model: 'notification', marker: 'title' },
  // Issue 18: budgets per cost center and year (no text of their own: the isolation suite gives the
  // victim's an amount no other row has and looks for it).
  { table: 'Budget', model: 'budget' },
];

export interface Victims {
  tenantId: number;
  /** table -> ids of the victim tenant's rows */
  ids: Map<string, number[]>;
  /** texts that only the victim tenant's rows contain; seeing one in a response is a leak */
  markers: string[];
}

export async function loadVictims(
  prisma: Prisma,
  victimShortName: string,
  attackerShortName: string,
): Promise<Victims> {
  const tenants = await prisma.tenant.findMany();
  const victim = tenants.find((t) => t.shortName === victimShortName)!;
  const attacker = tenants.find((t) => t.shortName === attackerShortName)!;
  const ids = new Map<string, number[]>();
  const markers = new Set<string>();
  for (const { table, marker } of TENANT_TABLES) {
    const rows = await prisma.$queryRawUnsafe<{ id: number; marker: string | null }[]>(
      `SELECT "id", ${marker ? `"${marker}"::text` : 'NULL'} AS marker FROM "${table}" WHERE "tenantId" = $1 ORDER BY "id"`,
      victim.id,
    );
    ids.set(
      table,
      rows.map((r) => r.id),
    );
    if (!marker) continue;
    const own = await prisma.$queryRawUnsafe<{ marker: string }[]>(
      `SELECT "${marker}"::text AS marker FROM "${table}" WHERE "tenantId" = $1`,
      attacker.id,
    );
    const ownSet = new Set(own.map((r) => r.marker));
    for (const row of rows)
      if (row.marker && row.marker.length >= 5 && !ownSet.has(row.marker)) markers.add(row.marker);
  }
  return { tenantId: victim.id, ids, markers: [...markers] };
}

/** One checksum per table over the victim's rows: any write by an attack changes it. */
export async function snapshot(prisma: Prisma, tenantId: number): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const { table } of TENANT_TABLES) {
    const [row] = await prisma.$queryRawUnsafe<{ sum: string | null; n: bigint }[]>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t."id")) AS sum, count(*) AS n FROM "${table}" t WHERE t."tenantId" = $1`,
      tenantId,
    );
    result[table] = `${row?.n}:${row?.sum}`;
  }
  return result;
}
