// The rows of a run, read and written in one statement each: a run of 5,000 payments (bench/
// payment-run.ts) must be built in under 5 s, and Prisma's nested reads and createMany of thousands
// of rows cost seconds there. Both statements run in the run's transaction, under row-level security.
import type { TxClient } from '../../db/tenant-scope.ts';
import type { PaymentRunStatus, PaymentStatus } from '../../generated/prisma/enums.ts';
import { Decimal } from '../../shared/scalars.ts';
import type { BankFileTransfer } from './bank-file.ts';
import { runRefusal } from './payment-run.rules.ts';
import { remittanceText, sepaText } from './sepa-text.ts';

export type RunTransfer = BankFileTransfer & { paymentId: number };

interface SelectedPayment {
  id: number;
  paymentReference: string;
  status: PaymentStatus;
  amount: string;
  iban: string | null;
  runReference: string | null;
  runStatus: PaymentRunStatus | null;
  invoiceNumbers: string[];
  supplierName: string | null;
  supplierBusinessName: string | null;
  supplierIban: string | null;
  supplierBic: string | null;
}

/** The payments with their invoices (in invoice order) and the supplier of the first one. */
function selectPayments(tx: TxClient, tenantId: number, ids: number[]): Promise<SelectedPayment[]> {
  return tx.$queryRaw<SelectedPayment[]>`
    SELECT p.id, p."paymentReference", p.status::text AS status, p."totalAmount"::text AS amount, p.iban,
           r.reference AS "runReference", r.status::text AS "runStatus",
           COALESCE(array_agg(i."invoiceNumber" ORDER BY i.id) FILTER (WHERE i.id IS NOT NULL), '{}') AS "invoiceNumbers",
           (array_agg(s.name ORDER BY i.id))[1] AS "supplierName",
           (array_agg(s."businessName" ORDER BY i.id))[1] AS "supplierBusinessName",
           (array_agg(s.iban ORDER BY i.id))[1] AS "supplierIban",
           (array_agg(s.bic ORDER BY i.id))[1] AS "supplierBic"
    FROM "Payment" p
    LEFT JOIN "PaymentRun" r ON r."tenantId" = p."tenantId" AND r.id = p."paymentRunId"
    LEFT JOIN "PaymentInvoice" pi ON pi."tenantId" = p."tenantId" AND pi."paymentId" = p.id
    LEFT JOIN "Invoice" i ON i."tenantId" = p."tenantId" AND i.id = pi."invoiceId"
    LEFT JOIN "Supplier" s ON s."tenantId" = p."tenantId" AND s.id = i."supplierId"
    WHERE p."tenantId" = ${tenantId} AND p.id = ANY(${ids}::int[])
    GROUP BY p.id, r.reference, r.status
    ORDER BY p.id`;
}

/**
 * The selected (already locked) payments as transfers of the run `reference`, in id order, with every
 * reason one of them cannot be paid by it. The account is the payment's own (its e-invoice's), else the
 * supplier's; the supplier's BIC goes with the supplier's account only. The creditor is the
 * supplier's legal name.
 */
export async function runTransfers(
  tx: TxClient,
  tenantId: number,
  ids: number[],
  reference: string,
): Promise<{ transfers: RunTransfer[]; refusals: string[] }> {
  const refusals: string[] = [];
  const transfers: RunTransfer[] = [];
  for (const p of await selectPayments(tx, tenantId, ids)) {
    const amount = new Decimal(p.amount);
    const iban = p.iban ?? p.supplierIban;
    const refusal = runRefusal({
      paymentReference: p.paymentReference,
      status: p.status,
      amount,
      supplierName: p.supplierName ?? '-',
      iban,
      openRunReference: p.runStatus === 'open' ? p.runReference : null,
    });
    if (refusal) {
      refusals.push(refusal);
      continue;
    }
    transfers.push({
      paymentId: p.id,
      endToEndId: `${reference}-${p.paymentReference}`.slice(0, 35),
      amount,
      creditorName: sepaText(p.supplierBusinessName || p.supplierName || '-', 70),
      creditorIban: iban!,
      creditorBic: p.iban ? null : p.supplierBic,
      remittance: remittanceText(p.invoiceNumbers, p.paymentReference),
    });
  }
  return { transfers, refusals };
}

/** The run's items, numbered in file order, in one INSERT from unnested arrays. */
export async function insertRunItems(tx: TxClient, tenantId: number, runId: number, transfers: RunTransfer[]) {
  await tx.$executeRaw`
    INSERT INTO "PaymentRunItem" ("tenantId", "paymentRunId", "paymentId", "position", "endToEndId", "amount",
                                  "creditorName", "creditorIban", "creditorBic", "remittance")
    SELECT ${tenantId}::int, ${runId}::int, t.*
    FROM unnest(${transfers.map((t) => t.paymentId)}::int[], ${transfers.map((_, i) => i + 1)}::int[],
                ${transfers.map((t) => t.endToEndId)}::text[], ${transfers.map((t) => t.amount.toFixed(2))}::numeric[],
                ${transfers.map((t) => t.creditorName)}::text[], ${transfers.map((t) => t.creditorIban)}::text[],
                ${transfers.map((t) => t.creditorBic)}::text[], ${transfers.map((t) => t.remittance)}::text[])
         AS t("paymentId", "position", "endToEndId", "amount", "creditorName", "creditorIban", "creditorBic", "remittance")`;
}
