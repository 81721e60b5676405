import { Prisma } from '../generated/prisma/client.ts';
import { datamodel } from './datamodel.ts';

/**
 * Rows that PostgreSQL wrote as JSON (`to_jsonb(row)`) turned into the objects Prisma's client
 * returns for the same model: DateTime fields as Date, Decimal fields as Prisma.Decimal, relations the
 * same way by their model. A numeric arrives as a JSON number: exact for up to 15 significant digits,
 * which every amount of the schema (numeric(14,2)) is. Column names are the schema's field names
 * (no @map in prisma/schema.prisma). Used where one statement reads rows that GraphQL's Prisma-backed
 * fields then resolve (the dashboard's recent lists).
 */
type Field = { name: string; kind: string; type: string };
const models = datamodel.datamodel.models as unknown as Record<string, { fields: Field[] }>;
const fieldsOf = new Map<string, Map<string, Field>>();

function fields(model: string): Map<string, Field> {
  let byName = fieldsOf.get(model);
  if (!byName) {
    const declared = models[model];
    if (!declared) throw new Error(`json-rows: no model ${model}`);
    fieldsOf.set(model, (byName = new Map(declared.fields.map((f) => [f.name, f]))));
  }
  return byName;
}

/** A timestamp(3) without time zone is UTC, as Prisma reads it; a date is that day's UTC midnight. */
const instant = (text: string) => new Date(/[zZ]|[+-]\d\d:\d\d$/.test(text) || !text.includes('T') ? text : `${text}Z`);

export function prismaRow(model: string, json: Record<string, unknown>): Record<string, unknown> {
  const byName = fields(model);
  const row: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(json)) {
    const field = byName.get(name);
    if (value === null || !field) row[name] = value;
    else if (field.kind === 'object')
      row[name] = Array.isArray(value)
        ? value.map((v) => prismaRow(field.type, v as Record<string, unknown>))
        : prismaRow(field.type, value as Record<string, unknown>);
    else if (field.type === 'DateTime') row[name] = instant(String(value));
    else if (field.type === 'Decimal') row[name] = new Prisma.Decimal(String(value));
    else row[name] = value;
  }
  return row;
}

/**
 * Whether a Prisma query (`{ select }` or `{ include }`, as Pothos plans it from a request) asks only
 * for the model's own columns and, of the relations, only those in `relations` and only their columns:
 * what a `to_jsonb` row with those relations' `to_jsonb` beside it holds.
 */
export function onlyColumns(model: string, query: object, relations: readonly string[]): boolean {
  const q = query as { select?: Record<string, unknown>; include?: Record<string, unknown> };
  const asked = q.select ?? q.include ?? {};
  const byName = fields(model);
  return Object.entries(asked).every(([name, value]) => {
    const field = byName.get(name);
    if (!field) return false; // _count and the like
    if (field.kind !== 'object') return true;
    if (!relations.includes(name)) return false;
    return value === true || (typeof value === 'object' && value !== null && onlyColumns(field.type, value, []));
  });
}
