import { brandWithType } from '@pothos/core';
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../context.ts';

/** Node types that are Prisma models of the same name; the rest use the default node loading. */
const TENANT_OWNED = new Set([
  'Offer',
  'OfferRecipient',
  'OfferDocument',
  'Order',
  'Invoice',
  'Payment',
  'Contract',
  'Product',
  'Supplier',
  'CostCenter',
]);
/** Found by id alone: row-level security shows a user only their own tenant's rows. */
const BY_ID_ONLY = new Set(['User', 'Tenant']);

type FindMany = (args: object) => Promise<{ id: number }[]>;

/**
 * Query.nodes: one findMany per node type (with the selection below it) instead of one findUnique
 * per id, so `nodes(ids: [...])` costs the same statements for 5 ids as for 100.
 */
export async function loadNodes(
  ids: readonly ({ id: string; typename: string } | null | undefined)[],
  ctx: Context,
  info: GraphQLResolveInfo,
  fallback: () => Promise<unknown[]>,
): Promise<unknown[]> {
  const typenames = new Set(ids.flatMap((g) => (g ? [g.typename] : [])));
  if ([...typenames].some((name) => !TENANT_OWNED.has(name) && !BY_ID_ONLY.has(name))) return fallback();
  const loaded = new Map<string, unknown>();
  await Promise.all(
    [...typenames].map(async (typename) => {
      const rowIds = ids.flatMap((g) => (g?.typename === typename && /^\d{1,10}$/.test(g.id) ? [Number(g.id)] : []));
      const query = await queryFromInfo({ context: ctx, info, typeName: typename, awaitSelections: true });
      const delegate = (ctx.db as unknown as Record<string, { findMany: FindMany }>)[
        typename.charAt(0).toLowerCase() + typename.slice(1)
      ]!;
      const tenant = TENANT_OWNED.has(typename) ? { tenantId: ctx.viewer?.tenantId ?? -1 } : {};
      const rows = await delegate.findMany({ ...query, where: { id: { in: rowIds }, ...tenant } });
      for (const row of rows) {
        brandWithType(row, typename as never);
        loaded.set(`${typename}:${row.id}`, row);
      }
    }),
  );
  return ids.map((g) => (g ? (loaded.get(`${g.typename}:${g.id}`) ?? null) : null));
}
