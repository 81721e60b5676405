import { builder } from '../../builder.ts';
import { requireViewer, type Context } from '../../context.ts';

/** The tenant-owned models a mutation payload reads back, with their Prisma delegate. */
const DELEGATES = {
  Offer: 'offer',
  OfferRecipient: 'offerRecipient',
  OfferDocument: 'offerDocument',
  Order: 'order',
  Payment: 'payment',
  Invoice: 'invoice',
  Contract: 'contract',
  PaymentRun: 'paymentRun',
} as const;
type Model = keyof typeof DELEGATES;

type FindOne = { findUniqueOrThrow(args: object): Promise<never> };

/**
 * A payload field that reads back a row the mutation wrote (the row id `idOf` the parent), with the
 * client's selection (the Pothos `query`), inside the viewer's tenant. Spread into `t.prismaField`.
 */
export function rowField<Parent>(model: Model, idOf: (parent: Parent) => number, description?: string) {
  return {
    type: model as 'Offer',
    description,
    resolve: (query: object, parent: Parent, _args: object, ctx: Context) =>
      (ctx.db[DELEGATES[model]] as unknown as FindOne).findUniqueOrThrow({
        ...query,
        where: { id: idOf(parent), tenantId: requireViewer(ctx).tenantId },
      }),
  };
}

/** A mutation payload `{ <field>: <Model> }` answering the row `{ id }` the mutation wrote. */
export function rowPayload(name: string, field: string, model: Model) {
  return builder.objectRef<{ id: number }>(name).implement({
    fields: (t) => ({ [field]: t.prismaField(rowField(model, (parent: { id: number }) => parent.id)) }),
  });
}
