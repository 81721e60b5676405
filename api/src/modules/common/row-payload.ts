import { builder } from '../../builder.ts';
import { requireViewer, type Context } from '../../context.ts';

/** The tenant-owned models a mutation payload reads back, with their Prisma delegate. */
const DELEGATES = {
  Order: 'order',
  Payment: 'payment',
  Invoice: 'invoice',
  Contract: 'contract',
} as const;
type Model = keyof typeof DELEGATES;

type FindOne = { findUniqueOrThrow(args: object): Promise<never> };

/**
 * A mutation payload `{ <field>: <Model> }` that reads back the row the mutation wrote, with the
 * client's selection (the Pothos `query`), inside the viewer's tenant: one helper for every
 * write that answers its row.
 */
export function rowPayload(name: string, field: string, model: Model) {
  const delegate = (ctx: Context) => ctx.db[DELEGATES[model]] as unknown as FindOne;
  return builder.objectRef<{ id: number }>(name).implement({
    fields: (t) => ({
      [field]: t.prismaField({
        type: model as 'Order',
        resolve: (query, parent, _args, ctx) =>
          delegate(ctx).findUniqueOrThrow({
            ...query,
            where: { tenantId_id: { tenantId: requireViewer(ctx).tenantId, id: parent.id } },
          }),
      }),
    }),
  });
}
