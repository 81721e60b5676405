import { builder } from '../../builder.ts';
import { commonErrors } from '../common/errors.schema.ts';
import { rowPayload } from '../common/row-payload.ts';
import { optionalId, parseId } from '../../shared/ids.ts';
import { advanceOrder, createOrder } from './orders.service.ts';

const OrderPayload = rowPayload('OrderPayload', 'order', 'Order');

const CreateOrderInput = builder.inputType('CreateOrderInput', {
  fields: (t) => ({
    offerId: t.id({ description: 'An approved offer without an order.' }),
    orderNumber: t.string({
      required: true,
      description: 'Prefilled with suggestedOrderNumber; unique in your tenant.',
    }),
    estimatedDeliveryDate: t.field({ type: 'Date', description: 'Today or later; required.' }),
  }),
});

builder.mutationFields((t) => ({
  createOrder: t.field({
    type: OrderPayload,
    description: 'Creates the order of an approved offer; a taken order number is a ConflictError on orderNumber.',
    errors: { types: commonErrors },
    authScopes: { can: 'order.create' },
    args: { input: t.arg({ type: CreateOrderInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      createOrder(ctx, {
        offerId: optionalId(input.offerId, 'Offer', 'offerId'),
        orderNumber: input.orderNumber,
        estimatedDeliveryDate: input.estimatedDeliveryDate?.toISOString().slice(0, 10),
      }),
  }),
  advanceOrder: t.field({
    type: OrderPayload,
    description: 'pending -> sent -> received (with the actual delivery date); completed follows the invoice approval.',
    errors: { types: commonErrors },
    authScopes: { can: 'order.advance' },
    args: {
      input: t.arg({
        type: builder.inputType('AdvanceOrderInput', {
          fields: (f) => ({
            id: f.id({ required: true }),
            actualDeliveryDate: f.field({
              type: 'Date',
              description:
                'Only when marking as received: the day it arrived, not in the future nor before the order date; default today.',
            }),
          }),
        }),
        required: true,
      }),
    },
    resolve: (_root, { input }, ctx) =>
      advanceOrder(ctx, parseId(input.id, 'Order'), null, input.actualDeliveryDate?.toISOString().slice(0, 10)),
  }),
}));
