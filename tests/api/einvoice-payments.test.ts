import { describe, expect, it } from 'vitest';
import {
  creditNote,
  fixture,
  instalmentsInvoice,
  professionalFee,
  splitPaymentInvoice,
  SUPPLIER_IBAN,
} from '../fixtures/fatturapa/scenarios.ts';
import { SUPPLIERS } from '../fixtures/fatturapa/parties.ts';
import { APPROVE, financeAppForFile, gid } from './invoices-support.ts';
import { asUpload, only, restImport } from './einvoice-support.ts';

/** Issue 14, points 7 and 11: imported invoices through the two-step approval, their payments, credit notes. */
const { t, tokens } = await financeAppForFile();
const prisma = t.app.database.platform;

async function importOne(file: ReturnType<typeof fixture>): Promise<number> {
  const res = await restImport(t, tokens.finance, [asUpload(file)]);
  expect(res.body.errors).toEqual([]);
  return only(res.body.imported as any[]).id;
}

/** The finance step by the finance manager, the IT step by the IT director: two different people. */
async function approveFully(id: number): Promise<void> {
  for (const token of [tokens.finance, tokens.it]) {
    const res = await t.gql<any>(APPROVE, { id: gid('Invoice', id) }, token);
    expect(res.data.approveInvoice.__typename, JSON.stringify(res.data)).toBe('MutationApproveInvoiceSuccess');
  }
}

async function paymentsOf(id: number) {
  const links = await prisma.paymentInvoice.findMany({
    where: { invoiceId: id },
    include: { payment: true },
    orderBy: { paymentId: 'asc' },
  });
  return links.map(({ payment: p }) => ({
    date: p.availableDate?.toISOString().slice(0, 10),
    amount: p.totalAmount.toFixed(2),
    method: p.paymentMethod,
    iban: p.iban,
    status: p.status,
  }));
}

describe('imported invoices: approval and payments', () => {
  it('two instalments with an IBAN: two payments after two approvals by different users, none before', async () => {
    const id = await importOne(instalmentsInvoice());
    const res = await t.gql<any>(APPROVE, { id: gid('Invoice', id) }, tokens.finance);
    expect(res.data.approveInvoice.data.invoice.status).toBe('approved_finance');
    expect(await paymentsOf(id)).toEqual([]);
    const it2 = await t.gql<any>(APPROVE, { id: gid('Invoice', id) }, tokens.it);
    expect(it2.data.approveInvoice.data.invoice.status).toBe('fully_approved');
    expect(await paymentsOf(id)).toEqual([
      {
        date: '2025-04-30',
        amount: '1220.00',
        method: 'bank_transfer',
        iban: SUPPLIER_IBAN,
        status: 'awaiting_payment',
      },
      {
        date: '2025-05-31',
        amount: '1220.00',
        method: 'bank_transfer',
        iban: SUPPLIER_IBAN,
        status: 'awaiting_payment',
      },
    ]);
    // The payments list shows them with their IBAN (GraphQL); the invoice's schedule says the same.
    const list = await t.gql<any>(
      `{ payments(first: 100) { edges { node { availableDate totalAmount iban status invoiceNumbers } } } }`,
      {},
      tokens.finance,
    );
    const number = (await prisma.invoice.findUniqueOrThrow({ where: { id } })).invoiceNumber;
    const mine = list.data.payments.edges.map((e: any) => e.node).filter((p: any) => p.invoiceNumbers === number);
    expect(mine.map((p: any) => [p.availableDate, p.totalAmount, p.iban, p.status])).toEqual(
      expect.arrayContaining([
        ['2025-04-30', '1220.00', SUPPLIER_IBAN, 'awaiting_payment'],
        ['2025-05-31', '1220.00', SUPPLIER_IBAN, 'awaiting_payment'],
      ]),
    );
    const detail = await t.rest('GET', `invoices.php?id=${id}`, undefined, tokens.it);
    expect(detail.body.payment_schedule).toEqual([
      { due_date: '2025-04-30', amount: 1220, method: 'MP05', iban: SUPPLIER_IBAN },
      { due_date: '2025-05-31', amount: 1220, method: 'MP05', iban: SUPPLIER_IBAN },
    ]);
    const audits = await prisma.auditLog.count({
      where: { entityType: 'Payment', action: 'create', changes: { path: ['iban'], equals: SUPPLIER_IBAN } },
    });
    expect(audits).toBeGreaterThanOrEqual(2);
  });

  it('withholding: the payment is what the file asks net of the ritenuta; welfare fund and ritenuta are kept', async () => {
    const id = await importOne(professionalFee());
    const invoice = await prisma.invoice.findUniqueOrThrow({ where: { id } });
    expect(invoice).toMatchObject({ documentType: 'TD06' });
    expect([
      invoice.withholdingAmount?.toFixed(2),
      invoice.welfareFundAmount?.toFixed(2),
      invoice.totalAmount.toFixed(2),
    ]).toEqual(['200.00', '40.00', '1268.80']);
    await approveFully(id);
    expect((await paymentsOf(id)).map((p) => p.amount)).toEqual(['1068.80']);
    const detail = await t.rest('GET', `invoices.php?id=${id}`, undefined, tokens.finance);
    expect(detail.body).toMatchObject({ withholding_amount: 200, welfare_fund_amount: 40, document_type: 'TD06' });
  });

  it('split payment: the VAT summary says S and the supplier is paid the taxable amount', async () => {
    const id = await importOne(splitPaymentInvoice());
    const summary = await prisma.invoiceVatSummary.findMany({ where: { invoiceId: id } });
    expect(
      summary.map((r) => [
        r.vatPercentage.toFixed(2),
        r.taxableAmount.toFixed(2),
        r.taxAmount.toFixed(2),
        r.chargeability,
      ]),
    ).toEqual([['22.00', '1980.00', '435.60', 'S']]);
    await approveFully(id);
    expect((await paymentsOf(id)).map((p) => p.amount)).toEqual(['1980.00']);
  });

  it('a credit note links to the invoice it refers to and counts negative in lists and payments', async () => {
    const original = fixture({
      supplier: SUPPLIERS.informatica,
      bodies: [
        {
          date: '2025-03-05',
          number: '2025/0042',
          lines: [
            {
              description: 'Licenza antivirus - 10 postazioni',
              quantity: '10.00',
              unitPrice: '24.00',
              vatRate: '22.00',
            },
          ],
        },
      ],
    });
    const invoiceId = await importOne(original);
    const noteId = await importOne(creditNote('2025/0042', '2025-03-05'));
    const note = await prisma.invoice.findUniqueOrThrow({ where: { id: noteId } });
    expect(note).toMatchObject({
      documentType: 'TD04',
      linkedInvoiceId: invoiceId,
      linkedInvoiceReference: '2025/0042 del 2025-03-05',
    });
    expect([
      note.netAmount.toFixed(2),
      note.vatAmount.toFixed(2),
      note.totalAmount.toFixed(2),
      note.documentTotal?.toFixed(2),
    ]).toEqual(['-48.00', '-10.56', '-58.56', '58.56']);
    const list = await t.rest('GET', 'invoices.php?search=NC-2025%2F0007', undefined, tokens.procurement);
    expect((list.body as any[]).map((i) => [i.invoiceNumber, i.totalAmount, i.document_type])).toEqual([
      ['NC-2025/0007', -58.56, 'TD04'],
    ]);
    const gql = await t.gql<any>(
      `query ($id: ID!) { invoice(id: $id) { totalAmount isCreditNote documentTypeLabel linkedInvoice { rowId invoiceNumber creditNotes { rowId } } } }`,
      { id: gid('Invoice', noteId) },
      tokens.finance,
    );
    expect(gql.data.invoice).toEqual({
      totalAmount: '-58.56',
      isCreditNote: true,
      documentTypeLabel: 'Nota di credito',
      linkedInvoice: { rowId: invoiceId, invoiceNumber: '2025/0042', creditNotes: [{ rowId: noteId }] },
    });
    await approveFully(noteId);
    expect((await paymentsOf(noteId)).map((p) => p.amount)).toEqual(['-58.56']);
  });

  it('a credit note paid reduces the dashboard and payment figures, and is listed with a minus', async () => {
    const cards = async () => {
      const { data } = await t.gql<any>(
        '{ dashboard { payments { paidTotal } recentInvoices { invoiceNumber totalAmount } } }',
        {},
        tokens.finance,
      );
      const stats = await t.rest('GET', 'payment-stats.php', undefined, tokens.finance);
      return { paid: Number(data.dashboard.payments.paidTotal), stats: stats.body.total_paid, data: data.dashboard };
    };
    const spec = creditNote('2025/0042', '2025-03-05').spec;
    const base = { ...spec.bodies[0]!, date: '2025-04-10' };
    const invoiceId = await importOne(
      fixture({ ...spec, bodies: [{ ...base, documentType: 'TD01', number: 'FT-2025/0301', linkedInvoices: [] }] }),
    );
    const noteId = await importOne(fixture({ ...spec, bodies: [{ ...base, number: 'NC-2025/0301' }] }));
    await approveFully(invoiceId);
    await approveFully(noteId);
    const before = await cards();
    // The recent invoices of the dashboard: the credit note with its minus, the invoice without.
    expect(before.data.recentInvoices).toEqual(
      expect.arrayContaining([
        { invoiceNumber: 'NC-2025/0301', totalAmount: '-58.56' },
        { invoiceNumber: 'FT-2025/0301', totalAmount: '58.56' },
      ]),
    );
    const pay = async (invoice: number) => {
      const [link] = await prisma.paymentInvoice.findMany({ where: { invoiceId: invoice } });
      const paid = { status: 'paid', payment_method: 'bank_transfer', available_date: '2025-05-10' };
      const res = await t.rest('PUT', `payments.php?id=${link!.paymentId}`, paid, tokens.finance);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return cards();
    };
    const invoicePaid = await pay(invoiceId);
    expect(invoicePaid.paid, 'dashboard: paid').toBeCloseTo(before.paid + 58.56, 2);
    expect(invoicePaid.stats, 'payment statistics: total paid').toBeCloseTo(invoicePaid.paid, 2);
    // The credit note paid (set off against the invoice): the pair nets to nothing, as the money did.
    const bothPaid = await pay(noteId);
    expect(bothPaid.paid, 'dashboard: paid').toBeCloseTo(before.paid, 2);
    expect(bothPaid.stats, 'payment statistics: total paid').toBeCloseTo(before.paid, 2);
    const payments = await t.rest('GET', 'payments.php?search=NC-2025%2F0301', undefined, tokens.finance);
    expect((payments.body as any[]).map((p) => [p.invoice_numbers, p.total_amount])).toEqual([
      ['NC-2025/0301', -58.56],
    ]);
  });

  it('a credit note whose invoice is unknown keeps the reference as stated', async () => {
    const spec = creditNote('2024/0999', '2024-12-20').spec;
    const id = await importOne(fixture({ ...spec, bodies: [{ ...spec.bodies[0]!, number: 'NC-2025/0011' }] }));
    const note = await prisma.invoice.findUniqueOrThrow({ where: { id } });
    expect(note).toMatchObject({ linkedInvoiceId: null, linkedInvoiceReference: '2024/0999 del 2024-12-20' });
  });
});
