import type { Permission } from '../../auth/permissions.ts';
import type { Context } from '../../context.ts';

/**
 * The options every tenant-owned Relay node shares: a global id over the row id, looked up only
 * inside the viewer's tenant (a stranger's id finds nothing: -1 is no tenant), null when missing, and
 * readable with the table's `view` action of its domain. Spread into `builder.prismaNode`.
 */
export function tenantNode(view: Permission) {
  return {
    id: { field: 'id' },
    findUnique: (id: string, ctx: Context) => ({
      tenantId_id: { tenantId: ctx.viewer?.tenantId ?? -1, id: Number(id) },
    }),
    nullable: true,
    authScopes: { can: view },
  } as const;
}

/** The same for the rows keyed by id alone (an offer's recipients and documents), tenant-checked all the same. */
export function tenantRowNode(view: Permission) {
  return {
    ...tenantNode(view),
    findUnique: (id: string, ctx: Context) => ({ id: Number(id), tenantId: ctx.viewer?.tenantId ?? -1 }),
  } as const;
}
