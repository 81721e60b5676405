import { describe, expect, it } from 'vitest';
import type { ExportColumn, ExportList } from './export-columns.ts';
import { contractExport, offerExport, orderExport } from './document-exports.ts';

/** A list's header (in its language) and the cells its columns give one row (as its select loads it). */
function sheet<Row>(list: ExportList<never, Row>, row: object) {
  const columns: ExportColumn<Row>[] = list.columns;
  return {
    header: columns.map((c) => c.label[list.language]),
    cells: columns.map((c) => c.value(row as Row)),
  };
}

const supplier = { name: 'Acme S.r.l.' };
const date = new Date('2026-11-24T00:00:00Z');

describe('document export columns (the shared supplier, status and approval-step columns)', () => {
  it('offers: English header, the status word and each approval step as pending or approved', () => {
    const row = {
      title: 'Laptops',
      date,
      supplier,
      totalAmount: '12.20',
      status: 'approved_finance',
      approvedByFinanceId: 7,
      approvedByItId: null,
    };
    expect(sheet(offerExport, row)).toEqual({
      header: ['Title', 'Date', 'Supplier', 'Amount', 'Status', 'Finance approval', 'IT approval'],
      cells: ['Laptops', date, 'Acme S.r.l.', '12.20', 'Approved by Finance', 'approved', 'pending'],
    });
  });

  it('contracts: Italian header and status words', () => {
    const row = {
      contractName: 'Pulizie',
      supplier,
      contractType: 'Servizi',
      expiryDate: date,
      renewalType: 'automatic',
      status: 'approved_it',
    };
    const { header, cells } = sheet(contractExport, row);
    expect(header).toEqual(['Nome', 'Fornitore', 'Tipo', 'Scadenza', 'Rinnovo', 'Stato']);
    expect([cells[0], cells[1], cells[5]]).toEqual(['Pulizie', 'Acme S.r.l.', 'Approvato IT']);
  });

  it('orders: English header and status words', () => {
    const row = {
      orderNumber: 'ORD-2026-0001',
      date,
      supplier,
      estimatedDeliveryDate: null,
      totalAmount: '5.00',
      status: 'received',
    };
    expect(sheet(orderExport, row)).toEqual({
      header: ['Order #', 'Date', 'Supplier', 'Expected Delivery', 'Amount', 'Status'],
      cells: ['ORD-2026-0001', date, 'Acme S.r.l.', null, '5.00', 'Received'],
    });
  });
});
