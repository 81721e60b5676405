import { modelFields, type ModelField } from './datamodel.ts';
import { fieldOf, isPlainObject, relationColumns, relationJoin, SqlStatement } from './where-sql.ts';

/**
 * A list page as Prisma would read it for a GraphQL connection (the rows of `where` in `orderBy`,
 * `take` of them after `skip`, each with the relations Pothos planned from the request as a
 * select/include tree) and the list's count, spelled as ONE statement for tenantRead: PostgreSQL
 * builds the rows as JSON and db/json-rows.ts turns them into the objects Prisma's client returns
 * (issue 15, point 2: the per-statement and per-row cost of Prisma's client on the lists). A tree
 * this does not spell (a relation's own where or page, counts, a binary or BigInt column, a cursor,
 * a backwards page) gives null, and the caller reads the page through Prisma as before.
 */
export interface JsonPageQuery {
  model: string;
  where: unknown;
  orderBy: unknown;
  /** Pothos's planned query: take, skip, cursor, select or include. */
  query: Record<string, unknown>;
  /** Whether the list's count is read beside the page (`count` in the answer). */
  counted?: boolean;
  /**
   * The statement whose argument this page's values join, when it is one part of a larger read (the
   * dashboard's recent lists beside its cards); a page of its own by default.
   */
  statement?: SqlStatement;
}

export interface JsonPage {
  text: string;
  args: { v: unknown[] };
  /** How to read each of the answer's `rows` (db/json-rows.ts, `shapedRow`). */
  shape: RowShape;
}

/** Column types a JSON row carries exactly: numerics as text (Decimal(19, 8) has more digits than a double). */
const COLUMN_TYPES = new Set(['Int', 'Float', 'String', 'Boolean', 'DateTime', 'Decimal', 'Json']);
/** What a relation's query may say: which columns and relations, and the order of a list. */
const RELATION_KEYS = new Set(['select', 'include', 'orderBy']);
/** The planned page's own keys beside the relation tree. */
const PAGE_KEYS = new Set(['select', 'include', 'take', 'skip']);

const columnSql = (alias: string, field: ModelField) =>
  field.type === 'Decimal' ? `${alias}."${field.name}"::text` : `${alias}."${field.name}"`;

/**
 * How to read a row the statement writes as a JSON array (db/json-rows.ts, `shapedRow`): its model and,
 * position by position, the field's name and, for a relation, the shape of its row or rows.
 */
export interface RowShape {
  model: string;
  fields: { name: string; relation?: RowShape; list?: true }[];
}

/** The most values json_build_array takes (PostgreSQL's FUNC_MAX_ARGS). */
const MAX_VALUES = 100;

/**
 * The JSON of the row `alias` of `model` as Prisma returns it for `query` (`true`, `{ select }`,
 * `{ include }`, each relation's `orderBy`), or null when the tree asks for what this does not spell.
 * A row is an array of its values in the order of `shape`, not an object: PostgreSQL writes half the
 * bytes in 12% less time for the invoices page (issue 15, point 2), and Node parses half the text.
 * A to-one relation is a LEFT JOIN added to `joins` (the FROM that holds `alias`), as PostGraphile
 * reads it: a subselect per relation and row cost the invoices page 15% more in PostgreSQL. A list is
 * a subselect with a FROM and joins of its own.
 */
function rowSql(
  statement: SqlStatement,
  model: string,
  alias: string,
  query: unknown,
  joins: string[],
): { sql: string; shape: RowShape } | null {
  const asked = query === true ? {} : isPlainObject(query) ? query : null;
  if (!asked || Object.keys(asked).some((key) => !RELATION_KEYS.has(key) && !PAGE_KEYS.has(key))) return null;
  const select = isPlainObject(asked.select) ? asked.select : null;
  const tree = select ?? (isPlainObject(asked.include) ? asked.include : {});
  const values: string[] = [];
  const shape: RowShape = { model, fields: [] };
  const scalar = (field: ModelField) => {
    if (!COLUMN_TYPES.has(field.type) && field.kind !== 'enum') return false;
    values.push(columnSql(alias, field));
    shape.fields.push({ name: field.name });
    return true;
  };
  if (!select) {
    for (const field of modelFields(model).values()) if (field.kind !== 'object' && !scalar(field)) return null;
  }
  for (const [name, sub] of Object.entries(tree)) {
    if (sub === false || sub === undefined) continue;
    if (name === '_count') return null;
    const field = fieldOf(model, name);
    if (field.kind !== 'object') {
      if (sub !== true || !scalar(field)) return null;
      continue;
    }
    if (isPlainObject(sub) && Object.keys(sub).some((key) => !RELATION_KEYS.has(key))) return null;
    const inner = statement.alias();
    const on = relationJoin(model, field, alias, inner);
    if (field.isList) {
      const listJoins: string[] = [];
      const nested = rowSql(statement, field.type, inner, sub, listJoins);
      if (nested === null) return null;
      // Prisma gives no order of its own; the schema's list fields each name theirs, id is the fallback.
      const ordered = isPlainObject(sub) && sub.orderBy !== undefined;
      if (!ordered && !modelFields(field.type).has('id')) return null;
      const order = ordered
        ? statement.orderBy(field.type, inner, (sub as { orderBy: unknown }).orderBy)
        : `${inner}."id"`;
      const from = [`"${field.type}" ${inner}`, ...listJoins].join(' ');
      values.push(`coalesce((SELECT json_agg(${nested.sql} ORDER BY ${order}) FROM ${from} WHERE ${on}), '[]'::json)`);
      shape.fields.push({ name, relation: nested.shape, list: true });
    } else {
      // Before the nested relations' joins, which name this one's alias. A joined column is null
      // exactly when no row matched (or row-level security hid it): it equals the row's key.
      joins.push(`LEFT JOIN "${field.type}" ${inner} ON ${on}`);
      const nested = rowSql(statement, field.type, inner, sub, joins);
      if (nested === null) return null;
      const matched = relationColumns(model, field).at(-1)![1];
      values.push(`CASE WHEN ${inner}."${matched}" IS NULL THEN NULL ELSE ${nested.sql} END`);
      shape.fields.push({ name, relation: nested.shape });
    }
  }
  if (values.length > MAX_VALUES) return null;
  return { sql: `json_build_array(${values.join(', ')})`, shape };
}

/** The statement of a page (and its count), or null when Prisma must read it (see above). */
export function jsonPage({
  model,
  where,
  orderBy,
  query,
  counted = true,
  statement = new SqlStatement(),
}: JsonPageQuery): JsonPage | null {
  if (Object.keys(query).some((key) => !PAGE_KEYS.has(key))) return null; // a cursor: the next pages
  const take = query.take === undefined ? null : Number(query.take);
  const skip = Number(query.skip ?? 0);
  if ((take !== null && !(take >= 0)) || !(skip >= 0)) return null; // a backwards page (negative take)
  const row = statement.alias();
  const joins: string[] = [];
  const rows = rowSql(statement, model, row, query, joins);
  if (rows === null) return null;
  const page = statement.page(model, where, orderBy, take, skip);
  const c = statement.alias();
  const count = counted
    ? `'count', (SELECT count(*) FROM "${model}" ${c} WHERE ${statement.where(model, c, where)}), `
    : '';
  const text = `(WITH page AS (${page})
    SELECT json_build_object(${count}'rows', coalesce(
      (SELECT json_agg(${rows.sql} ORDER BY page.position) FROM page JOIN "${model}" ${row} ON ${row}.id = page.id ${joins.join(' ')}), '[]'::json)))`;
  return { text, args: { v: statement.values }, shape: rows.shape };
}
