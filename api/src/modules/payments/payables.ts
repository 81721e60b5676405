// The payables schedule (scadenzario, issue 16 point 3), pure: open payments grouped by when they fall
// due (overdue, this week, within 30 days, later), then by supplier, with Decimal totals per group and
// per supplier, to the cent.
import { addDays } from '../../shared/calendar.ts';
import { Decimal } from '../../shared/scalars.ts';
import { PAYABLE_BUCKET_LABELS, type PayableBucket } from './payment-labels.ts';

export interface PayableRow {
  id: number;
  paymentReference: string;
  dueDate: Date | null;
  amount: Decimal;
  status: 'awaiting_details' | 'awaiting_payment';
  invoiceNumbers: string[];
  supplierId: number | null;
  supplierName: string;
  /** The account the payment would go to (the payment's own, else the supplier's), or null. */
  iban: string | null;
  /** The open run it is in, if any. */
  openRunReference: string | null;
  /** Why it cannot go into a new payment run (the run's own refusal), or null. */
  runBlockedReason: string | null;
}

export interface PayableSupplier {
  supplierId: number | null;
  supplierName: string;
  total: Decimal;
  payments: PayableRow[];
}

export interface PayableGroup {
  bucket: PayableBucket;
  label: string;
  total: Decimal;
  count: number;
  suppliers: PayableSupplier[];
}

export interface PayablesSchedule {
  total: Decimal;
  count: number;
  groups: PayableGroup[];
}

const BUCKETS = Object.keys(PAYABLE_BUCKET_LABELS) as PayableBucket[];

/**
 * The group of a due date seen from `today` (a calendar day): before it overdue; up to the Sunday of
 * this week (Monday to Sunday, as in Italy) this week; up to 30 days from today within 30 days; else
 * later, as is a payment without a date yet.
 */
export function bucketOf(due: Date | null, today: Date): PayableBucket {
  if (!due) return 'later';
  if (due < today) return 'overdue';
  const daysToSunday = (7 - today.getUTCDay()) % 7;
  if (due <= addDays(today, daysToSunday)) return 'this_week';
  if (due <= addDays(today, 30)) return 'within_30_days';
  return 'later';
}

/** Rows in due-date order become groups (all four, empty ones too) of suppliers by name. */
export function groupPayables(rows: readonly PayableRow[], today: Date): PayablesSchedule {
  const groups = BUCKETS.map((bucket) => ({
    bucket,
    label: PAYABLE_BUCKET_LABELS[bucket],
    total: new Decimal(0),
    count: 0,
    suppliers: new Map<string, PayableSupplier>(),
  }));
  let total = new Decimal(0);
  for (const row of rows) {
    const group = groups[BUCKETS.indexOf(bucketOf(row.dueDate, today))]!;
    const key = `${row.supplierId ?? ''}|${row.supplierName}`;
    let supplier = group.suppliers.get(key);
    if (!supplier) {
      supplier = { supplierId: row.supplierId, supplierName: row.supplierName, total: new Decimal(0), payments: [] };
      group.suppliers.set(key, supplier);
    }
    supplier.payments.push(row);
    supplier.total = supplier.total.add(row.amount);
    group.total = group.total.add(row.amount);
    group.count += 1;
    total = total.add(row.amount);
  }
  return {
    total,
    count: rows.length,
    groups: groups.map((g) => ({
      ...g,
      suppliers: [...g.suppliers.values()].sort((a, b) => a.supplierName.localeCompare(b.supplierName, 'it')),
    })),
  };
}
