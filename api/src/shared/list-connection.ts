import type { InputFieldMap, InputShapeFromFields } from '@pothos/core';
import type { Permission } from '../auth/permissions.ts';
import { builder } from '../builder.ts';
import { requireViewer, tenantFilter, type Context, type Viewer } from '../context.ts';
import type PrismaTypes from '../generated/pothos-types.ts';
import { parseId } from './ids.ts';
import { countedRows, type CountedTable, type ListQuery } from './reads.ts';
import type { ListSort } from './sort.ts';

/**
 * The list connections (offers, orders, invoices, payments, contracts, the master data, users,
 * tenants, registration requests). Each list declares its type, permission, extra arguments, sort
 * and how its rows are counted and fetched; the helper builds the Relay connection with `totalCount`
 * and the `orderBy` argument (last, after the extra ones). The where clause is the list's own.
 */
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type QueryFields = PothosSchemaTypes.QueryFieldBuilder<Types, object>;

export interface ListRows<Shape, Order> {
  count: (ctx: Context, args: Shape) => Promise<number>;
  findMany: (ctx: Context, args: Shape, query: ListQuery<Order>) => Promise<unknown[]>;
}

export interface ListDeclaration<Args extends InputFieldMap, Order> extends ListRows<
  InputShapeFromFields<Args>,
  Order
> {
  type: keyof PrismaTypes & string;
  description: string;
  /** The permission that reads the list (the field's `can` scope). */
  can: Permission;
  args: Args;
  /** The sortable columns (listSort); the list gets an `orderBy` argument. */
  sort?: ListSort<Order>;
}

export function listConnection<Args extends InputFieldMap, Order = never>(
  t: QueryFields,
  list: ListDeclaration<Args, Order>,
) {
  const { sort } = list;
  type Shape = InputShapeFromFields<Args> & { orderBy?: Parameters<ListSort<Order>['orderBy']>[0] };
  return t.prismaConnection({
    type: list.type,
    cursor: 'id',
    description: list.description,
    authScopes: { can: list.can },
    args: sort ? { ...list.args, orderBy: t.arg({ type: sort.input }) } : list.args,
    totalCount: (_root: unknown, args: Shape, ctx: Context) => list.count(ctx, args),
    resolve: (query: Record<string, unknown>, _root: unknown, args: Shape, ctx: Context) =>
      list.findMany(ctx, args, sort ? { ...query, orderBy: sort.orderBy(args.orderBy) } : query),
  } as never);
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
export function tenantRows<Shape>(
  table: TenantTable,
  where: (viewer: Viewer, args: Shape) => unknown,
  defaultOrder: object,
): ListRows<Shape, unknown> {
  return countedRows(
    (ctx) => ctx.db[table] as unknown as Delegate,
    (ctx, args: Shape) => where(requireViewer(ctx), args) as object,
    defaultOrder,
  );
}

/**
 * The one-row query beside a list (`offer(id)`, `order(id)`...): a global or database id, looked up
 * in the viewer's tenant; null when it does not exist there.
 */
export function tenantRecord(t: QueryFields, type: 'Offer' | 'Order' | 'Invoice' | 'Contract', can: Permission) {
  const table = (type.charAt(0).toLowerCase() + type.slice(1)) as TenantTable;
  return t.prismaField({
    type,
    nullable: true,
    description: `One ${table} by global or database id; null when it does not exist in your tenant.`,
    authScopes: { can },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query: object, _root: unknown, args: { id: string }, ctx: Context) =>
      (ctx.db[table] as unknown as Delegate).findFirst({
        ...query,
        where: { id: parseId(args.id, type), ...tenantFilter(requireViewer(ctx)) },
      }),
  } as never);
}
