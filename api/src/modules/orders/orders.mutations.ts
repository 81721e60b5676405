import { builder } from '../../builder.ts';
import { inputMutation } from '../common/input-mutation.ts';
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

const AdvanceOrderInput = builder.inputType('AdvanceOrderInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    actualDeliveryDate: t.field({
      type: 'Date',
      description:
        'Only when marking as received: the day it arrived, not in the future nor before the order date; default today.',
    }),
  }),
});

builder.mutationFields((t) => ({
  createOrder: inputMutation(t, {
    can: 'order.create',
    payload: OrderPayload,
    description: 'Creates the order of an approved offer; a taken order number is a ConflictError on orderNumber.',
    input: CreateOrderInput,
    resolve: (ctx, input) =>
      createOrder(ctx, {
        offerId: optionalId(input.offerId, 'Offer', 'offerId'),
        orderNumber: input.orderNumber,
        estimatedDeliveryDate: input.estimatedDeliveryDate?.toISOString().slice(0, 10),
      }),
  }),
  advanceOrder: inputMutation(t, {
    can: 'order.advance',
    payload: OrderPayload,
    description: 'pending -> sent -> received (with the actual delivery date); completed follows the invoice approval.',
    input: AdvanceOrderInput,
    resolve: (ctx, input) =>
      advanceOrder(ctx, parseId(input.id, 'Order'), null, input.actualDeliveryDate?.toISOString().slice(0, 10)),
  }),
}));
