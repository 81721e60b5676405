import type { InputFieldMap, InputShapeFromFields } from '@pothos/core';
import { Kind, type GraphQLResolveInfo, type SelectionNode } from 'graphql';
import type { Permission } from '../auth/permissions.ts';
import { builder } from '../builder.ts';
import { requireViewer, tenantFilter, type Context, type Viewer } from '../context.ts';
import type PrismaTypes from '../generated/pothos-types.ts';
import { parseId } from './ids.ts';
import { plannedRows, tenantRows, type CountedTable, type ListQuery } from './reads.ts';
import { listSort, type ListSort, type SortDirection } from './sort.ts';

/**
 * The list connections (offers, orders, invoices, payments, contracts, the master data, users,
 * tenants, registration requests), each declared once with `listQuery`: its field name, type,
 * permission, extra arguments, sortable columns and how its rows are counted and fetched. The helper
 * builds the Relay connection with `totalCount` and, with sortable columns, the `<Type>Sort` input and
 * the `orderBy` argument (last, after the extra ones). The where clause is the list's own.
 */
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type QueryFields = PothosSchemaTypes.QueryFieldBuilder<Types, object>;
type Model = keyof PrismaTypes & string;

export interface ListRows<Shape, Order> {
  count: (ctx: Context, args: Shape) => Promise<number>;
  findMany: (ctx: Context, args: Shape, query: ListQuery<Order>) => Promise<unknown[]>;
  /** The page and its count from one snapshot, where the list can read both in one transaction. */
  pageWithCount?: (ctx: Context, args: Shape, query: ListQuery<Order>) => Promise<{ rows: unknown[]; count: number }>;
}

/** Whether the connection field's selection (fragments included) asks for `totalCount`. */
function asksTotalCount(info: GraphQLResolveInfo): boolean {
  const asks = (selections: readonly SelectionNode[]): boolean =>
    selections.some((s) =>
      s.kind === Kind.FIELD
        ? s.name.value === 'totalCount'
        : s.kind === Kind.INLINE_FRAGMENT
          ? asks(s.selectionSet.selections)
          : asks(info.fragments[s.name.value]?.selectionSet.selections ?? []),
    );
  return info.fieldNodes.some((node) => asks(node.selectionSet?.selections ?? []));
}

export interface ListDeclaration<M extends Model, Args extends InputFieldMap> extends ListRows<
  InputShapeFromFields<Args>,
  PrismaTypes[M]['OrderBy']
> {
  type: M;
  description: string;
  /** The permission that reads the list (the field's `can` scope). */
  can: Permission;
  /** The list's own arguments (filters), from the field's argument builder. */
  args: (arg: QueryFields['arg']) => Args;
  /** The sortable columns (GraphQL name -> Prisma order of that column); the list gets an `orderBy` argument. */
  sort?: Record<string, (direction: SortDirection) => PrismaTypes[M]['OrderBy'] | PrismaTypes[M]['OrderBy'][]>;
}

/**
 * The sortable columns of each list field, as its declaration gives them: an export of the list
 * (modules/exports) sorts by the same columns without declaring them again.
 */
export const listSorts = new Map<string, { columns: readonly string[]; orderBy: ListSort<unknown>['orderBy'] }>();

/** Declares the Query field `field`: the connection of a list. */
export function listQuery<M extends Model, Args extends InputFieldMap>(field: string, list: ListDeclaration<M, Args>) {
  const sort = list.sort && listSort(list.type, list.sort);
  if (list.sort && sort) listSorts.set(field, { columns: Object.keys(list.sort), orderBy: sort.orderBy });
  type Shape = InputShapeFromFields<Args> & { orderBy?: Parameters<NonNullable<typeof sort>['orderBy']>[0] };
  // A page's count read with it (pageWithCount), by the connection field's response path: Pothos hands
  // totalCount the connection field's own resolve info, so the path is the same object; per request.
  const counted = new WeakMap<object, Promise<number>>();
  builder.queryField(field, (t) => {
    const filters = list.args(t.arg);
    return t.prismaConnection({
      type: list.type,
      cursor: 'id',
      description: list.description,
      authScopes: { can: list.can },
      args: {
        ...filters,
        // Issue 17: incremental sync, on every list (applied by shared/reads.ts).
        updatedSince: t.arg({ type: 'DateTime', description: 'Only rows changed at or after this time.' }),
        ...(sort ? { orderBy: t.arg({ type: sort.input }) } : {}),
      },
      totalCount: (_root: unknown, args: Shape, ctx: Context, info: GraphQLResolveInfo) =>
        counted.get(info.path) ?? list.count(ctx, args),
      resolve: async (
        query: Record<string, unknown>,
        _root: unknown,
        args: Shape,
        ctx: Context,
        info: GraphQLResolveInfo,
      ) => {
        const page = sort ? { ...query, orderBy: sort.orderBy(args.orderBy) } : query;
        if (!list.pageWithCount || !asksTotalCount(info)) return list.findMany(ctx, args, page);
        const read = list.pageWithCount(ctx, args, page);
        const count = read.then((r) => r.count);
        count.catch(() => undefined); // the page's own failure is reported by the field; nobody may ask the count
        counted.set(info.path, count);
        return (await read).rows;
      },
    } as never);
  });
}

/** The Prisma delegates of the tenant tables listed with a where-builder (the viewer's tenant client). */
type TenantTable = 'offer' | 'order' | 'invoice' | 'payment' | 'contract';
interface Delegate extends CountedTable<unknown> {
  findFirst(args: object): Promise<unknown>;
}

/**
 * Rows of a tenant table through the viewer's client: `where` builds the filter from the viewer and
 * the arguments, `defaultOrder` applies without a sort.
 */
export function tenantTableRows<Shape>(
  table: TenantTable,
  where: (viewer: Viewer, args: Shape) => unknown,
  defaultOrder: object,
): ListRows<Shape, unknown> {
  return tenantRows(table, (ctx, args: Shape) => where(requireViewer(ctx), args) as object, defaultOrder);
}

/**
 * The one-row query beside a list (`offer(id)`, `order(id)`...): a global or database id, looked up
 * in the viewer's tenant (in one statement, like a list's page); null when it does not exist there.
 */
export function tenantRecord(t: QueryFields, type: 'Offer' | 'Order' | 'Invoice' | 'Contract', can: Permission) {
  const table = (type.charAt(0).toLowerCase() + type.slice(1)) as TenantTable;
  return t.prismaField({
    type,
    nullable: true,
    description: `One ${table} by global or database id; null when it does not exist in your tenant.`,
    authScopes: { can },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query: Record<string, unknown>, _root: unknown, args: { id: string }, ctx: Context) => {
      const where = { id: parseId(args.id, type), ...tenantFilter(requireViewer(ctx)) };
      const single = await plannedRows(ctx, type, where, { id: 'asc' }, { ...query, take: 1 }, false);
      return single ? (single.rows[0] ?? null) : (ctx.db[table] as unknown as Delegate).findFirst({ ...query, where });
    },
  } as never);
}
