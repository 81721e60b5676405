import { Prisma } from '../generated/prisma/client.ts';
import { modelFields } from './datamodel.ts';
import type { RowShape } from './json-page.ts';

// Rows that PostgreSQL wrote as JSON (db/json-page.ts) turned into the objects Prisma's client returns
// for the same query: DateTime fields as Date, Decimal fields (written as text) as Prisma.Decimal,
// relations the same way by their model. Column names are the schema's field names (no @map in
// prisma/schema.prisma). Used where one statement reads rows that GraphQL's Prisma-backed fields then
// resolve (the lists' first pages, the detail queries, the dashboard's recent lists).

/**
 * A timestamp(3) without time zone is UTC, as Prisma reads it (PostgreSQL's JSON writes it without a
 * zone); a date is that day's UTC midnight. Checked by position, not a pattern: a page has hundreds.
 */
function instant(text: string): Date {
  const zone = text.length - 6;
  const zoned = text.length === 10 || text.endsWith('Z') || text[zone] === '+' || (text[zone] === '-' && zone > 10);
  return new Date(zoned ? text : `${text}Z`);
}

/**
 * A numeric column as PostgreSQL wrote it (text): a Prisma.Decimal that parses its digits only when
 * something reads them. Most of a page's amounts are only written out again, and the Decimal scalar's
 * toFixed(2) of a numeric(p, 2) is PostgreSQL's own text; parsing every amount of a list page and
 * formatting it back was 5-9% of its CPU (issue 15, point 2). decimal.js never changes an instance
 * (every operation returns a new one), so the digits, once parsed, are the value's for good.
 */
const TEXT = Symbol('numeric text');
const DIGITS = ['d', 'e', 's'] as const;
type ColumnDecimal = Prisma.Decimal & { [TEXT]: string };

function parsed(decimal: ColumnDecimal): ColumnDecimal {
  const value = new Prisma.Decimal(decimal[TEXT]) as unknown as Record<string, unknown>;
  for (const key of DIGITS)
    Object.defineProperty(decimal, key, { value: value[key], writable: true, enumerable: true });
  return decimal;
}

/**
 * `text`, a numeric as PostgreSQL writes it (an optional minus, digits, a point and digits), to `places`
 * decimals, half away from zero: what decimal.js's toFixed(places) gives with ROUND_HALF_UP, from the
 * text alone. A list's unit prices are numeric(19, 8) and its quantities numeric(20, 8): parsing each
 * into decimal.js to print it to the cent was 4-6% of the invoices page (issue 15, point 2). Null for
 * anything else (NaN, Infinity), which decimal.js then prints.
 */
function fixedText(text: string, places: number): string | null {
  const negative = text.charCodeAt(0) === 45; // '-'
  const first = text.charCodeAt(negative ? 1 : 0);
  if (!(first >= 48 && first <= 57)) return null;
  const point = text.indexOf('.');
  // decimal.js keeps the minus of a negative value that rounds to zero ("-0.00"), not of a zero ("-0").
  const minus = negative && /[1-9]/.test(text) ? '-' : '';
  // Already that many decimals (a numeric(p, 2) to the cent, most of a page's amounts): the text as it is.
  if ((point < 0 ? 0 : text.length - point - 1) === places && (!negative || minus)) return text;
  const whole = text.slice(negative ? 1 : 0, point < 0 ? text.length : point);
  const fraction = point < 0 ? '' : text.slice(point + 1);
  if (fraction.length < places) {
    return `${minus}${whole}${places === 0 ? '' : `.${fraction.padEnd(places, '0')}`}`;
  }
  let digits = whole + fraction.slice(0, places);
  if (fraction.charCodeAt(places) >= 53) digits = plusOne(digits); // the first digit dropped is 5-9
  const split = digits.length - places;
  return `${minus}${digits.slice(0, split)}${places === 0 ? '' : `.${digits.slice(split)}`}`;
}

/** A string of decimal digits plus one ("0999" -> "1000", "99" -> "100"). */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits.charCodeAt(i) === 57) i -= 1; // trailing nines become zeros
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${String.fromCharCode(digits.charCodeAt(i) + 1)}${'0'.repeat(digits.length - i - 1)}`;
}

const columnDecimalPrototype: object = Object.create(Prisma.Decimal.prototype, {
  // decimal.js keeps the constructor on each instance (its prototype is shared by every clone).
  constructor: { value: Prisma.Decimal },
  toFixed: {
    value(this: ColumnDecimal, ...args: unknown[]): string {
      const [places, rounding = Prisma.Decimal.rounding] = args;
      if (Number.isInteger(places) && (places as number) >= 0 && args.length <= 2) {
        const text = rounding === Prisma.Decimal.ROUND_HALF_UP ? fixedText(this[TEXT], places as number) : null;
        if (text !== null) return text;
      }
      return (Prisma.Decimal.prototype.toFixed as (...a: unknown[]) => string).apply(this, args);
    },
  },
  ...Object.fromEntries(
    DIGITS.map((key) => [
      key,
      {
        get: function (this: ColumnDecimal) {
          return (parsed(this) as unknown as Record<string, unknown>)[key];
        },
      },
    ]),
  ),
});

function columnDecimal(text: string): Prisma.Decimal {
  const decimal = Object.create(columnDecimalPrototype) as ColumnDecimal;
  decimal[TEXT] = text;
  return decimal;
}

type Convert = (value: unknown) => unknown;

/** Per model, what turns each JSON value of a field into Prisma's (fields left as they are have none). */
const convertersOf = new Map<string, Map<string, Convert>>();

function converters(model: string): Map<string, Convert> {
  let byName = convertersOf.get(model);
  if (byName) return byName;
  byName = new Map();
  for (const field of modelFields(model).values()) {
    if (field.type === 'DateTime') byName.set(field.name, (value) => instant(String(value)));
    else if (field.type === 'Decimal') byName.set(field.name, (value) => columnDecimal(value as string));
  }
  convertersOf.set(model, byName);
  return byName;
}

/**
 * Marks a row (and each related row in it) read for the query Pothos planned from the request
 * itself: what db/planned-rows.plugin.ts resolves fields from without asking the selection mapper.
 * A registered symbol, the same however often the modules load; not enumerable, so copies, JSON
 * answers and comparisons never see it.
 */
export const PLANNED_ROW: unique symbol = Symbol.for('purchaser.plannedRow');
const MARK = { value: true } as const;

export function markPlanned<T extends object>(row: T): T {
  return Object.defineProperty(row, PLANNED_ROW, MARK);
}

/**
 * A row db/json-page.ts wrote as the array of its values, made into the row Prisma's client returns for
 * the same query: each value named and converted by `shape`, relations by theirs, and marked
 * PLANNED_ROW (those pages are read for the request's own plan).
 */
export function shapedRow(shape: RowShape, values: unknown[]): Record<string, unknown> {
  const byName = converters(shape.model);
  const row: Record<string, unknown> = {};
  const { fields } = shape;
  for (let i = 0; i < fields.length; i += 1) {
    const { name, relation, list } = fields[i]!;
    const value = values[i];
    if (value === null) row[name] = null;
    else if (!relation) row[name] = byName.get(name)?.(value) ?? value;
    else if (list) row[name] = (value as unknown[][]).map((related) => shapedRow(relation, related));
    else row[name] = shapedRow(relation, value as unknown[]);
  }
  return markPlanned(row);
}
