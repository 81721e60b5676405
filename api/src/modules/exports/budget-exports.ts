import type { BudgetView } from '../budgets/budgets.service.ts';
import type { ExportColumn } from './export-columns.ts';

/**
 * The budgets screen's export (issue 18, point 7; Italian like the screen): one row per cost center of
 * the year, the amounts as number cells. The rows come from listBudgets (permission and year checked there).
 */
const columns: ExportColumn<BudgetView>[] = [
  { label: { it: 'Centro di costo', en: 'Cost center' }, type: 'text', value: (b) => b.costCenterCode },
  { label: { it: 'Descrizione', en: 'Description' }, type: 'text', value: (b) => b.costCenterDescription },
  { label: { it: 'Anno', en: 'Year' }, type: 'number', value: (b) => b.year },
  { label: { it: 'Budget', en: 'Budget' }, type: 'money', value: (b) => b.amount },
  { label: { it: 'Impegnato', en: 'Committed' }, type: 'money', value: (b) => b.committed },
  { label: { it: 'Consuntivo', en: 'Actual' }, type: 'money', value: (b) => b.actual },
  { label: { it: 'Disponibile', en: 'Available' }, type: 'money', value: (b) => b.available },
];

export const budgetExport = { file: 'budget', language: 'it' as const, columns };
