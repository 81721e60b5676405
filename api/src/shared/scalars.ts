import { Prisma } from '../generated/prisma/client.ts';
import { GraphQLScalarType, Kind } from 'graphql';
import { ValidationError } from '../errors.ts';
import { isoDay } from './calendar.ts';

/** Prisma's own Decimal (decimal.js), so values pass to and from the database unconverted. */
export const Decimal = Prisma.Decimal;
export type Decimal = Prisma.Decimal;
export type DecimalValue = Decimal;

const DECIMAL = /^-?\d{1,12}(\.\d{1,2})?$/;

/** Parses money, VAT and shares: at most 12 integer digits and two decimals, never a float. */
export function parseDecimal(value: unknown, field = 'amount'): Decimal {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !DECIMAL.test(text.trim())) {
    throw new ValidationError(`${field}: not a valid amount (use digits and at most two decimals)`, field);
  }
  return new Decimal(text.trim());
}

/**
 * An amount above 0 with at most two decimals (a price, a share): a Decimal from the GraphQL scalar,
 * or the legacy JSON number or string. `message` names what is wrong, on `field`.
 */
export function positiveDecimal(value: unknown, message: string, field: string): Decimal {
  let amount: Decimal;
  try {
    amount = parseDecimal(Decimal.isDecimal(value) ? value.toString() : value, field);
  } catch {
    throw new ValidationError(message, field);
  }
  if (amount.lte(0)) throw new ValidationError(message, field);
  return amount;
}

/** Amounts travel as strings ("1234.50") so no client float can round them. */
export const decimalScalar = new GraphQLScalarType<Decimal, string>({
  name: 'Decimal',
  description: 'A decimal amount with two decimals, as a string such as "1234.50".',
  // A Decimal (every amount the services return) formats itself; anything else is parsed first.
  serialize: (value) => (Decimal.isDecimal(value) ? value : new Decimal(String(value))).toFixed(2),
  parseValue: (value) => parseDecimal(value),
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return parseDecimal(ast.value);
    throw new ValidationError('Not a valid amount');
  },
});

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date without time zone, YYYY-MM-DD (stored as PostgreSQL date). */
export function parseDate(value: unknown, field = 'date'): Date {
  const match = typeof value === 'string' ? DATE.exec(value.trim()) : null;
  if (match) {
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (y >= 1900 && y <= 2200 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d) return date;
  }
  throw new ValidationError(`${field}: not a valid date (YYYY-MM-DD)`, field);
}

export const dateScalar = new GraphQLScalarType<Date, string>({
  name: 'Date',
  description: 'A calendar date, YYYY-MM-DD.',
  serialize: (value) => isoDay(value instanceof Date ? value : new Date(String(value))),
  parseValue: (value) => parseDate(value),
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : null),
});

export const dateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An instant, ISO 8601 in UTC.',
  serialize: (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(NaN);
    if (Number.isNaN(date.getTime())) throw new ValidationError('Not a valid date-time');
    return date;
  },
  parseLiteral: (ast) => {
    const date = ast.kind === Kind.STRING ? new Date(ast.value) : new Date(NaN);
    if (Number.isNaN(date.getTime())) throw new ValidationError('Not a valid date-time');
    return date;
  },
});
