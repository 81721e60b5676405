/**
 * Issue 14, the points no other suite showed: an imported invoice goes through the tenant's
 * segregation-of-duties policy like a typed-in one (point 11), and the IBAN of a file's payment
 * details is stored on a known supplier only when it has none (point 5).
 */
import { describe, expect, it } from 'vitest';
import { SEGREGATION_MESSAGE } from '../../api/src/workflows/segregation.ts';
import { SUPPLIERS } from '../fixtures/fatturapa/parties.ts';
import { SUPPLIER_IBAN, fixture, instalmentsInvoice, orderInvoice } from '../fixtures/fatturapa/scenarios.ts';
import { italianIban } from '../fixtures/fatturapa/ids.ts';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { asUpload, only, restImport } from './einvoice-support.ts';
import { APPROVE, gid } from './invoices-support.ts';

const t = await appForFile();
const tokens = await loginAll(t);
const prisma = t.app.database.platform;

async function importOne(file: ReturnType<typeof orderInvoice>): Promise<{ id: number; supplier_id: number }> {
  const res = await restImport(t, tokens.finance, [asUpload(file)]);
  expect(res.body.errors).toEqual([]);
  return only(res.body.imported as any[]);
}

describe('imported invoices and the tenant’s rules', () => {
  it('one admin gives one approval step of an imported invoice, never both (segregation of duties)', async () => {
    const { id } = await importOne(instalmentsInvoice());
    const first = await t.gql<any>(APPROVE, { id: gid('Invoice', id) }, tokens.admin);
    expect(first.data.approveInvoice.data.invoice.status).toBe('approved_finance');
    const second = await t.gql<any>(APPROVE, { id: gid('Invoice', id) }, tokens.admin);
    expect(second.data.approveInvoice).toMatchObject({ __typename: 'ForbiddenError', message: SEGREGATION_MESSAGE });
    const rest = await t.rest('PUT', `invoices.php?id=${id}`, { status: 'fully_approved' }, tokens.admin);
    expect(rest).toMatchObject({ status: 403, body: { error: SEGREGATION_MESSAGE } });
    expect(await prisma.paymentInvoice.count({ where: { invoiceId: id } })).toBe(0);
    const it2 = await t.gql<any>(APPROVE, { id: gid('Invoice', id) }, tokens.it);
    expect(it2.data.approveInvoice.data.invoice.status).toBe('fully_approved');
  });

  it('a known supplier without an IBAN takes the file’s; one with an IBAN keeps its own', async () => {
    const known = await prisma.supplier.findFirstOrThrow({
      where: { tenant: { shortName: 'acme' }, vatNumber: SUPPLIERS.informatica.vat.code },
    });
    await prisma.supplier.update({ where: { id: known.id }, data: { iban: null } });
    const paidTo = (number: string, iban: string) => {
      const { spec } = orderInvoice('PO-IBAN-404', undefined, number);
      const payments = [
        { conditions: 'TP02' as const, details: [{ method: 'MP05', dueDate: '2025-05-31', amount: '4117.50', iban }] },
      ];
      return fixture({ ...spec, bodies: [{ ...spec.bodies[0]!, payments }] });
    };
    const first = await importOne(paidTo('FPR 801/25', SUPPLIER_IBAN));
    expect(first.supplier_id).toBe(known.id);
    expect((await prisma.supplier.findUniqueOrThrow({ where: { id: known.id } })).iban).toBe(SUPPLIER_IBAN);
    const other = italianIban('05034', '11701', '000000009999');
    await importOne(paidTo('FPR 802/25', other));
    expect((await prisma.supplier.findUniqueOrThrow({ where: { id: known.id } })).iban).toBe(SUPPLIER_IBAN);
    // The invoice's own schedule still says where that one is to be paid.
    const schedule = await prisma.invoiceInstallment.findMany({
      where: { invoice: { invoiceNumber: 'FPR 802/25' } },
      select: { iban: true },
    });
    expect(schedule).toEqual([{ iban: other }]);
  });
});
