import { ValidationError } from '../../errors.ts';
import { optionalId, parseId } from '../../shared/ids.ts';
import { Decimal, parseDecimal } from '../../shared/scalars.ts';

/** The budget screen's and API's messages (Italian: the spec gives finance screens in Italian). */
export const BUDGET_MESSAGES = {
  costCenterRequired: 'Scegli un centro di costo',
  costCenterNotFound: 'Centro di costo non trovato',
  year: "L'anno deve essere un numero tra 2000 e 2100",
  amount: "L'importo deve essere un numero maggiore o uguale a zero, con al massimo due decimali",
  taken: 'Esiste già un budget per questo centro di costo e anno',
  notFound: 'Budget non trovato',
} as const;

export interface BudgetInput {
  costCenterId?: unknown;
  year?: unknown;
  amount?: unknown;
}

export interface BudgetData {
  costCenterId: number;
  year: number;
  amount: Decimal;
}

/** A calendar year as the budget list and the REST ?year= read it. */
export function parseYear(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const year = Number(text);
  if (!/^\d{4}$/.test(text) || year < 2000 || year > 2100) throw new ValidationError(BUDGET_MESSAGES.year, 'year');
  return year;
}

function parseAmount(value: unknown): Decimal {
  let amount: Decimal;
  try {
    amount = parseDecimal(Decimal.isDecimal(value) ? value.toString() : value, 'amount');
  } catch {
    throw new ValidationError(BUDGET_MESSAGES.amount, 'amount');
  }
  if (amount.isNegative()) throw new ValidationError(BUDGET_MESSAGES.amount, 'amount');
  return amount;
}

/** All three fields are required, on create and on update (a PUT sends the whole row, as master data). */
export function parseBudget(input: BudgetInput): BudgetData {
  const costCenterId = optionalId(input.costCenterId, 'CostCenter', 'costCenterId');
  if (costCenterId === null) throw new ValidationError(BUDGET_MESSAGES.costCenterRequired, 'costCenterId');
  return {
    costCenterId: parseId(costCenterId, 'CostCenter', 'costCenterId'),
    year: parseYear(input.year),
    amount: parseAmount(input.amount),
  };
}
