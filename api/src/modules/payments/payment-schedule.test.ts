import { describe, expect, it } from 'vitest';
import { Decimal } from '../../shared/scalars.ts';
import { paymentMethodOf, plannedPayments, type ScheduleInput } from './payment-schedule.ts';

const d = (s: string) => new Decimal(s);
const day = (s: string) => new Date(`${s}T00:00:00Z`);
const IBAN = 'IT60X0542811101000000123456';

function input(overrides: Partial<ScheduleInput>): ScheduleInput {
  return {
    sign: 1,
    grossAmount: d('2440.00'),
    withholdingAmount: null,
    splitPaymentVat: d('0'),
    dueDate: day('2025-04-30'),
    installments: [],
    ...overrides,
  };
}

const shape = (list: ReturnType<typeof plannedPayments>) =>
  list.map((p) => ({
    date: p.availableDate.toISOString().slice(0, 10),
    amount: p.amount.toFixed(2),
    method: p.method,
    iban: p.iban,
  }));

describe('payments of an imported e-invoice', () => {
  it('takes the IBAN to pay only when it passes the ISO 13616 check', () => {
    const installments = [
      { dueDate: day('2025-04-30'), amount: d('100.00'), method: 'MP05', iban: 'IT61X0542811101000000123456' },
    ];
    expect(shape(plannedPayments(input({ installments })))[0]!.iban).toBeNull();
  });

  it('one payment per instalment, with its due date, method and IBAN', () => {
    const installments = [
      { dueDate: day('2025-04-30'), amount: d('1220.00'), method: 'MP05', iban: IBAN },
      { dueDate: day('2025-05-31'), amount: d('1220.00'), method: 'MP05', iban: IBAN },
    ];
    expect(shape(plannedPayments(input({ installments })))).toEqual([
      { date: '2025-04-30', amount: '1220.00', method: 'bank_transfer', iban: IBAN },
      { date: '2025-05-31', amount: '1220.00', method: 'bank_transfer', iban: IBAN },
    ]);
  });

  it('a schedule already net of withholding is paid as stated; a gross one loses the withholding', () => {
    const fee = { grossAmount: d('1268.80'), withholdingAmount: d('200.00') };
    const net = [{ dueDate: day('2025-06-05'), amount: d('1068.80'), method: 'MP05', iban: IBAN }];
    expect(shape(plannedPayments(input({ ...fee, installments: net })))[0]!.amount).toBe('1068.80');
    const gross = [
      { dueDate: day('2025-06-05'), amount: d('634.40'), method: 'MP05', iban: IBAN },
      { dueDate: day('2025-07-05'), amount: d('634.40'), method: 'MP05', iban: IBAN },
    ];
    expect(shape(plannedPayments(input({ ...fee, installments: gross }))).map((p) => p.amount)).toEqual([
      '634.40',
      '434.40',
    ]);
  });

  it('split payment: the customer pays the VAT itself, the supplier gets the taxable amount', () => {
    const planned = plannedPayments(
      input({
        grossAmount: d('2415.60'),
        splitPaymentVat: d('435.60'),
        installments: [{ dueDate: day('2025-05-15'), amount: d('2415.60'), method: 'MP05', iban: IBAN }],
      }),
    );
    expect(shape(planned)[0]!.amount).toBe('1980.00');
  });

  it('without a schedule: one payment of the net amount on the invoice due date, method still to choose', () => {
    expect(shape(plannedPayments(input({ withholdingAmount: d('40.00') })))).toEqual([
      { date: '2025-04-30', amount: '2400.00', method: null, iban: null },
    ]);
  });

  it('alternative ways to pay the same amount are paid once; a credit note counts negative', () => {
    const installments = [
      { dueDate: day('2025-04-30'), amount: d('2440.00'), method: 'MP05', iban: IBAN },
      { dueDate: day('2025-04-30'), amount: d('2440.00'), method: 'MP08', iban: null },
    ];
    expect(shape(plannedPayments(input({ installments })))).toEqual([
      { date: '2025-04-30', amount: '2440.00', method: 'bank_transfer', iban: IBAN },
    ]);
    expect(shape(plannedPayments(input({ sign: -1, grossAmount: d('58.56') })))[0]!.amount).toBe('-58.56');
  });

  it('maps MP01, MP05 and MP08; any other code is other', () => {
    expect([
      paymentMethodOf('MP01'),
      paymentMethodOf('MP05'),
      paymentMethodOf('MP08'),
      paymentMethodOf('MP12'),
    ]).toEqual(['cash', 'bank_transfer', 'credit_card', 'other']);
  });
});
