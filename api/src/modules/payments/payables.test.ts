import { describe, expect, it } from 'vitest';
import { Decimal } from '../../shared/scalars.ts';
import { bucketOf, groupPayables, type PayableRow } from './payables.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
// Wednesday 25 November 2026: this week runs to Sunday the 29th.
const TODAY = day('2026-11-25');

function row(id: number, due: string | null, amount: string, supplier = 'Alfa'): PayableRow {
  return {
    id,
    paymentReference: `PAG-2026-${id}`,
    dueDate: due ? day(due) : null,
    amount: new Decimal(amount),
    status: 'awaiting_payment',
    invoiceNumbers: [`FT/${id}`],
    supplierId: supplier === 'Alfa' ? 1 : 2,
    supplierName: supplier,
    iban: null,
    openRunReference: null,
    runBlockedReason: null,
  };
}

describe('payables schedule', () => {
  it('groups by due date: overdue, this week (to Sunday), within 30 days, later or undated', () => {
    expect(bucketOf(day('2026-11-24'), TODAY)).toBe('overdue');
    expect(bucketOf(TODAY, TODAY)).toBe('this_week');
    expect(bucketOf(day('2026-11-29'), TODAY)).toBe('this_week');
    expect(bucketOf(day('2026-11-30'), TODAY)).toBe('within_30_days');
    expect(bucketOf(day('2026-12-25'), TODAY)).toBe('within_30_days');
    expect(bucketOf(day('2026-12-26'), TODAY)).toBe('later');
    expect(bucketOf(null, TODAY)).toBe('later');
    // On a Sunday this week is that day only.
    expect(bucketOf(day('2026-11-30'), day('2026-11-29'))).toBe('within_30_days');
  });

  it('totals each group and supplier to the cent (0.1 + 0.2, 3 x 33.33)', () => {
    const rows = [
      row(1, '2026-11-20', '0.10'),
      row(2, '2026-11-21', '0.20'),
      row(3, '2026-11-26', '33.33', 'Beta'),
      row(4, '2026-11-27', '33.33', 'Beta'),
      row(5, '2026-11-28', '33.33', 'Alfa'),
    ];
    const schedule = groupPayables(rows, TODAY);
    expect(schedule.total.toFixed(2)).toBe('100.29');
    const [overdue, week, within, later] = schedule.groups;
    expect(overdue!.total.toFixed(2)).toBe('0.30');
    expect(week).toMatchObject({ bucket: 'this_week', label: 'In scadenza questa settimana', count: 3 });
    expect(week!.total.toFixed(2)).toBe('99.99');
    expect(week!.suppliers.map((s) => [s.supplierName, s.total.toFixed(2), s.payments.length])).toEqual([
      ['Alfa', '33.33', 1],
      ['Beta', '66.66', 2],
    ]);
    expect([within!.count, later!.count]).toEqual([0, 0]);
  });
});
