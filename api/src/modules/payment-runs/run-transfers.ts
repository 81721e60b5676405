import type { TxClient } from '../../db/tenant-scope.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { BankFileTransfer } from './bank-file.ts';
import { runRefusal } from './payment-run.rules.ts';
import { remittanceText, sepaText } from './sepa-text.ts';

const select = {
  id: true,
  paymentReference: true,
  status: true,
  totalAmount: true,
  iban: true,
  paymentRun: { select: { reference: true, status: true } },
  invoiceLinks: {
    orderBy: { invoiceId: 'asc' },
    select: {
      invoice: {
        select: {
          invoiceNumber: true,
          supplier: { select: { name: true, businessName: true, iban: true, bic: true } },
        },
      },
    },
  },
} satisfies Prisma.PaymentSelect;

export type RunTransfer = BankFileTransfer & { paymentId: number };

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
  const payments = await tx.payment.findMany({ where: { tenantId, id: { in: ids } }, select, orderBy: { id: 'asc' } });
  const refusals: string[] = [];
  const transfers: RunTransfer[] = [];
  for (const p of payments) {
    const supplier = p.invoiceLinks[0]?.invoice.supplier ?? null;
    const iban = p.iban ?? supplier?.iban ?? null;
    const refusal = runRefusal({
      paymentReference: p.paymentReference,
      status: p.status,
      amount: p.totalAmount,
      supplierName: supplier?.name ?? '-',
      iban,
      openRunReference: p.paymentRun?.status === 'open' ? p.paymentRun.reference : null,
    });
    if (refusal) {
      refusals.push(refusal);
      continue;
    }
    transfers.push({
      paymentId: p.id,
      endToEndId: `${reference}-${p.paymentReference}`.slice(0, 35),
      amount: p.totalAmount,
      creditorName: sepaText(supplier?.businessName || supplier?.name || '-', 70),
      creditorIban: iban!,
      creditorBic: p.iban || !supplier?.bic ? null : supplier.bic,
      remittance: remittanceText(
        p.invoiceLinks.map((l) => l.invoice.invoiceNumber),
        p.paymentReference,
      ),
    });
  }
  return { transfers, refusals };
}
