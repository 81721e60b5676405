import { modelFields, type ModelField } from './datamodel.ts';

/**
 * A Prisma `where`, `orderBy` and page spelled as PostgreSQL text, for reads that run as ONE statement
 * under row-level security (`tenantRead`: the legacy lists, issue 15). The rule itself stays the
 * services' Prisma where (offerWhere, invoiceWhere ...); this only writes it in SQL, as Prisma's query
 * compiler does: `contains` is `ILIKE '%' || value || '%'` with the value's wildcards left as they are
 * (Prisma sends them unescaped too), a relation filter is an EXISTS of the related rows, `undefined`
 * means no condition. Values never enter the text: they are collected in `values` and read from the
 * statement's jsonb argument (`$1::jsonb -> 'v'`), so one text, and one prepared plan, serves every
 * value. An operator this does not know throws: never a silently wider read.
 */
/** A field of a model of the schema; a name the model does not have is an error. */
export function fieldOf(model: string, name: string): ModelField {
  const field = modelFields(model).get(name);
  if (!field) throw new Error(`where-sql: ${model} has no field ${name}`);
  return field;
}

/**
 * The columns a foreign key references. The schema's relations reference a table's key: `id`, or
 * `(tenantId, id)` for the composite keys that keep references inside one tenant (checked against
 * prisma/schema.prisma by tests/db/where-sql.test.ts).
 */
export function referencedColumns(fromFields: readonly string[]): string[] {
  return fromFields.length === 2 && fromFields[0] === 'tenantId' ? ['tenantId', 'id'] : ['id'];
}

/** The column pairs (the row of `model`, the related row) that relation `field` joins on. */
export function relationColumns(model: string, field: ModelField): [outer: string, inner: string][] {
  if (field.relationFromFields?.length) {
    const to = referencedColumns(field.relationFromFields);
    return field.relationFromFields.map((from, i) => [from, to[i]!]);
  }
  const back = [...modelFields(field.type).values()].find(
    (f) => f.relationName === field.relationName && f.relationFromFields?.length && (f.type === model || !f.isList),
  );
  if (!back?.relationFromFields) throw new Error(`where-sql: no foreign key for ${model}.${field.name}`);
  const to = referencedColumns(back.relationFromFields);
  return back.relationFromFields.map((from, i) => [to[i]!, from]);
}

/** The condition joining the related rows `inner` of relation `field` to the row `outer` of `model`. */
export function relationJoin(model: string, field: ModelField, outer: string, inner: string): string {
  return relationColumns(model, field)
    .map(([from, to]) => `${inner}."${to}" = ${outer}."${from}"`)
    .join(' AND ');
}

/** The PostgreSQL type a value of a scalar or enum field is read as from the jsonb argument. */
function castOf(field: ModelField): string {
  if (field.kind === 'enum') return `::"${field.type}"`;
  switch (field.type) {
    case 'Int':
      return '::int';
    case 'BigInt':
      return '::bigint';
    case 'Float':
      return '::float8';
    case 'Decimal':
      return '::numeric';
    case 'Boolean':
      return '::boolean';
    case 'DateTime':
      return '::timestamp(3)';
    case 'String':
      return '';
    default:
      throw new Error(`where-sql: no SQL type for ${field.type}`);
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !(value instanceof Date) && value.constructor === Object;

/** A value as it travels in the jsonb argument: dates as ISO text, decimals as their text. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return String(value);
  return value;
}

const SCALAR_FILTERS = new Set([
  'equals',
  'in',
  'notIn',
  'lt',
  'lte',
  'gt',
  'gte',
  'not',
  'contains',
  'startsWith',
  'endsWith',
  'mode',
]);
const COMPARISONS: Record<string, string> = { lt: '<', lte: '<=', gt: '>', gte: '>=' };

/** One statement's text being built: its table aliases and the values its text reads from `$1`. */
export class SqlStatement {
  readonly values: unknown[] = [];
  private aliases = 0;

  /** A fresh table alias (t0, t1 ...). */
  alias(): string {
    return `t${this.aliases++}`;
  }

  /** A value read from the argument, cast as `field`'s column. */
  value(value: unknown, cast = ''): string {
    this.values.push(jsonValue(value));
    return `(($1::jsonb -> 'v' ->> ${this.values.length - 1})${cast})`;
  }

  /** An array value (`in`), each element cast as `field`'s column. */
  private list(values: unknown[], cast: string): string {
    this.values.push(values.map(jsonValue));
    return `ARRAY(SELECT e${cast} FROM jsonb_array_elements_text($1::jsonb -> 'v' -> ${this.values.length - 1}) e)`;
  }

  /** The condition of `where` on the row `alias` of `model`: TRUE for an empty where. */
  where(model: string, alias: string, where: unknown): string {
    if (where === undefined || where === null) return 'TRUE';
    if (!isPlainObject(where)) throw new Error(`where-sql: a ${model} where must be an object`);
    const parts: string[] = [];
    for (const [key, value] of Object.entries(where)) {
      if (value === undefined) continue;
      if (key === 'AND') parts.push(this.all(model, alias, value));
      else if (key === 'OR') {
        const any = (value as unknown[]).map((w) => this.where(model, alias, w));
        parts.push(any.length ? `(${any.join(' OR ')})` : 'FALSE');
      } else if (key === 'NOT') {
        const each = Array.isArray(value) ? value : [value];
        parts.push(...each.map((w) => `NOT (${this.where(model, alias, w)})`));
      } else {
        const field = fieldOf(model, key);
        parts.push(
          field.kind === 'object' ? this.relation(model, alias, field, value) : this.scalar(alias, field, value),
        );
      }
    }
    return parts.length ? `(${parts.join(' AND ')})` : 'TRUE';
  }

  private all(model: string, alias: string, value: unknown): string {
    const each = Array.isArray(value) ? value : [value];
    return each.length ? `(${each.map((w) => this.where(model, alias, w)).join(' AND ')})` : 'TRUE';
  }

  private scalar(alias: string, field: ModelField, filter: unknown): string {
    const column = `${alias}."${field.name}"`;
    const cast = castOf(field);
    if (filter === null) return `${column} IS NULL`;
    if (!isPlainObject(filter)) return `${column} = ${this.value(filter, cast)}`;
    const insensitive = filter.mode === 'insensitive';
    const parts: string[] = [];
    for (const [op, value] of Object.entries(filter)) {
      if (value === undefined || op === 'mode') continue;
      if (!SCALAR_FILTERS.has(op)) throw new Error(`where-sql: no filter ${op} on ${field.name}`);
      if (op === 'equals') parts.push(value === null ? `${column} IS NULL` : `${column} = ${this.value(value, cast)}`);
      else if (op === 'not')
        parts.push(
          value === null
            ? `${column} IS NOT NULL`
            : `NOT (${isPlainObject(value) ? this.scalar(alias, field, value) : `${column} = ${this.value(value, cast)}`})`,
        );
      else if (op === 'in') parts.push(`${column} = ANY(${this.list(value as unknown[], cast)})`);
      else if (op === 'notIn') parts.push(`NOT (${column} = ANY(${this.list(value as unknown[], cast)}))`);
      else if (COMPARISONS[op]) parts.push(`${column} ${COMPARISONS[op]} ${this.value(value, cast)}`);
      else {
        const pattern = op === 'contains' ? `'%' || # || '%'` : op === 'startsWith' ? `# || '%'` : `'%' || #`;
        parts.push(`${column} ${insensitive ? 'ILIKE' : 'LIKE'} (${pattern.replace('#', this.value(value))})`);
      }
    }
    return parts.length ? `(${parts.join(' AND ')})` : 'TRUE';
  }

  private relation(model: string, alias: string, field: ModelField, filter: unknown): string {
    const related = (condition: unknown, negate = false) => {
      const inner = this.alias();
      const on = relationJoin(model, field, alias, inner);
      const where = condition === undefined ? '' : ` AND ${this.where(field.type, inner, condition)}`;
      return `${negate ? 'NOT ' : ''}EXISTS (SELECT 1 FROM "${field.type}" ${inner} WHERE ${on}${where})`;
    };
    if (field.isList) {
      if (!isPlainObject(filter)) throw new Error(`where-sql: ${field.name} takes some, none or every`);
      const parts: string[] = [];
      for (const [op, condition] of Object.entries(filter)) {
        if (condition === undefined) continue;
        if (op === 'some') parts.push(related(condition));
        else if (op === 'none') parts.push(related(condition, true));
        else if (op === 'every') parts.push(related({ NOT: condition }, true));
        else throw new Error(`where-sql: no filter ${op} on ${field.name}`);
      }
      return parts.length ? `(${parts.join(' AND ')})` : 'TRUE';
    }
    if (filter === null) return related(undefined, true);
    if (!isPlainObject(filter)) throw new Error(`where-sql: ${field.name} takes a where`);
    if (!('is' in filter) && !('isNot' in filter)) return related(filter);
    const parts: string[] = [];
    if (filter.is !== undefined) parts.push(filter.is === null ? related(undefined, true) : related(filter.is));
    if (filter.isNot !== undefined)
      parts.push(filter.isNot === null ? related(undefined) : related(filter.isNot, true));
    return parts.length ? `(${parts.join(' AND ')})` : 'TRUE';
  }

  /**
   * `page`'s query: the ids of the rows of `model` that `where` selects, in `orderBy`, `take` of them
   * (all without) after `skip`, each with its `position` in that order.
   */
  page(model: string, where: unknown, orderBy: unknown, take: number | null, skip: number): string {
    const t = this.alias();
    const order = this.orderBy(model, t, orderBy);
    const limit = take === null ? '' : ` LIMIT ${this.value(take, '::int')}`;
    return `SELECT ${t}.id, row_number() OVER (ORDER BY ${order}) AS position FROM "${model}" ${t}
      WHERE ${this.where(model, t, where)} ORDER BY ${order}${limit} OFFSET ${this.value(skip, '::int')}`;
  }

  /**
   * The ORDER BY list of `orderBy` on the row `alias` of `model` (an object or a list of them, one
   * column each; a to-one relation's column orders by that related row's). Nulls order as
   * PostgreSQL's default unless `{ sort, nulls }` says, as Prisma does.
   */
  orderBy(model: string, alias: string, orderBy: unknown): string {
    const each = (Array.isArray(orderBy) ? orderBy : [orderBy]) as Record<string, unknown>[];
    return each
      .flatMap((order) =>
        Object.entries(order).map(([key, value]) => {
          const { expression, direction } = this.sortKey(model, alias, key, value);
          return `${expression} ${direction}`;
        }),
      )
      .join(', ');
  }

  private sortKey(
    model: string,
    alias: string,
    key: string,
    value: unknown,
  ): { expression: string; direction: string } {
    const field = fieldOf(model, key);
    if (field.kind === 'object') {
      const entries = isPlainObject(value) ? Object.entries(value) : [];
      if (field.isList || entries.length !== 1) throw new Error(`where-sql: cannot order by ${model}.${key}`);
      const inner = this.alias();
      const sort = this.sortKey(field.type, inner, entries[0]![0], entries[0]![1]);
      const on = relationJoin(model, field, alias, inner);
      return {
        expression: `(SELECT ${sort.expression} FROM "${field.type}" ${inner} WHERE ${on})`,
        direction: sort.direction,
      };
    }
    const sort = isPlainObject(value) ? value.sort : value;
    const nulls = isPlainObject(value) ? value.nulls : undefined;
    if (sort !== 'asc' && sort !== 'desc') throw new Error(`where-sql: order ${String(sort)}`);
    if (nulls !== undefined && nulls !== 'first' && nulls !== 'last')
      throw new Error(`where-sql: nulls ${String(nulls)}`);
    return {
      expression: `${alias}."${key}"`,
      direction: `${sort.toUpperCase()}${nulls ? ` NULLS ${nulls.toUpperCase()}` : ''}`,
    };
  }
}
