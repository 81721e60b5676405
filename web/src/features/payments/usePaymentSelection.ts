import { useCallback, useMemo, useState } from 'react';

/** A decimal amount from the server ('1234.56') as whole cents, so the live total never drifts. */
export function centsOf(amount: string): number {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
  return negative ? -cents : cents;
}

/**
 * The scadenzario's checked payments (global id -> amount): the live count and total of the selection
 * bar. The total is only a preview: the run's total is the server's Decimal sum.
 */
export function usePaymentSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const toggle = useCallback((rows: { id: string; amount: string }[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (on) next.set(row.id, row.amount);
        else next.delete(row.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  const totalCents = useMemo(() => [...selected.values()].reduce((sum, a) => sum + centsOf(a), 0), [selected]);
  return { selected, toggle, clear, count: selected.size, total: (totalCents / 100).toFixed(2) };
}

export type PaymentSelection = ReturnType<typeof usePaymentSelection>;
