// The approvals inbox on GraphQL (issue 17 point 1): approvalInbox, approvalInboxCount, decideInboxItems.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { can } from '../../auth/permissions.ts';
import { builder } from '../../builder.ts';
import { ViewerRef } from '../auth/auth.schema.ts';
import { parseId } from '../../shared/ids.ts';
import { LEGACY_LIST_LIMIT } from '../../shared/reads.ts';
import { inputMutation } from '../common/input-mutation.ts';
import { OfferApprovalStepEnum } from '../offers/offers.schema.ts';
import { INBOX_TYPES, type InboxType } from './inbox-kinds.ts';
import {
  approvalInbox,
  approvalInboxCount,
  decideInboxItems,
  INBOX_PAGE,
  type InboxDecisionResult,
  type InboxItem,
} from './inbox.service.ts';

/** The GraphQL type of each kind's documents (their global ids). */
const NODE_TYPE: Record<InboxType, 'Offer' | 'Invoice' | 'Contract'> = {
  offer: 'Offer',
  invoice: 'Invoice',
  contract: 'Contract',
};

const InboxTypeEnum = builder.enumType('InboxDocumentType', { values: INBOX_TYPES });
const InboxDecisionEnum = builder.enumType('InboxDecision', { values: ['approve', 'reject'] as const });

const InboxItemRef = builder.objectRef<InboxItem>('InboxItem').implement({
  description: 'A document awaiting the viewer’s own approval step.',
  fields: (t) => ({
    // Not `id`: Relay would store the item under the document's own record and mix their fields.
    documentId: t.id({
      description: 'The document’s global id.',
      resolve: (i) => encodeGlobalID(NODE_TYPE[i.type], i.id),
    }),
    rowId: t.exposeInt('id'),
    type: t.field({ type: InboxTypeEnum, resolve: (i) => i.type }),
    title: t.exposeString('title'),
    amount: t.field({
      type: 'Decimal',
      nullable: true,
      description: 'The document’s total (null for a contract).',
      resolve: (i) => i.amount,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (i) => i.createdAt }),
    ageDays: t.exposeInt('ageDays', { description: 'Whole days since the document was created.' }),
    step: t.field({ type: OfferApprovalStepEnum, resolve: (i) => i.step }),
  }),
});

const DecisionResultRef = builder.objectRef<InboxDecisionResult>('InboxDecisionResult').implement({
  description: 'The outcome of one item, in the order of the input’s items (the id is not echoed back).',
  fields: (t) => ({
    index: t.exposeInt('index', { description: 'The item’s position in the input, from 0.' }),
    ok: t.exposeBoolean('ok'),
    message: t.exposeString('message', { nullable: true, description: 'Why this item was refused, or null.' }),
  }),
});

const DecisionPayload = builder
  .objectRef<{ results: InboxDecisionResult[] }>('DecideInboxItemsPayload')
  .implement({ fields: (t) => ({ results: t.field({ type: [DecisionResultRef], resolve: (p) => p.results }) }) });

const ItemInput = builder.inputType('InboxItemInput', {
  fields: (t) => ({
    type: t.field({ type: InboxTypeEnum, required: true }),
    id: t.id({ required: true, description: 'The document’s global id (or its row id).' }),
  }),
});
const DecideInput = builder.inputType('DecideInboxItemsInput', {
  fields: (t) => ({
    items: t.field({ type: [ItemInput], required: true }),
    decision: t.field({ type: InboxDecisionEnum, required: true }),
    reason: t.string({ description: 'Required to reject.' }),
  }),
});

builder.queryFields((t) => ({
  approvalInbox: t.field({
    type: [InboxItemRef],
    description:
      '"Da approvare": the offers, invoices and contracts awaiting the viewer’s own step, the oldest first, at most `limit` (approvalInboxCount is how many in all).',
    args: {
      limit: t.arg.int({ description: `How many (default ${INBOX_PAGE}, at most ${LEGACY_LIST_LIMIT}).` }),
    },
    authScopes: { can: 'inbox.view' },
    resolve: (_root, { limit }, ctx) => approvalInbox(ctx, { limit: limit ?? INBOX_PAGE }),
  }),
  approvalInboxCount: t.int({
    description: 'How many items approvalInbox lists (the sidebar badge).',
    authScopes: { can: 'inbox.view' },
    resolve: (_root, _args, ctx) => approvalInboxCount(ctx),
  }),
}));

builder.mutationFields((t) => ({
  decideInboxItems: inputMutation(t, {
    can: 'inbox.decide',
    payload: DecisionPayload,
    description: 'Approves or rejects several inbox items, each as a single approval; the result of each item.',
    input: DecideInput,
    resolve: async (ctx, input) => {
      const items = input.items.map((item) => ({ type: item.type, id: parseId(item.id, NODE_TYPE[item.type]) }));
      return { results: await decideInboxItems(ctx, items, input.decision, input.reason) };
    },
  }),
}));

// The sidebar's badge, read with the shell's viewer: null for a role that takes no approval step.
builder.objectField(ViewerRef, 'approvalInboxCount', (t) =>
  t.int({
    nullable: true,
    description: 'How many items approvalInbox lists; null for a role that takes no approval step.',
    resolve: (_viewer, _args, ctx) => (can(ctx.viewer, 'inbox.view') ? approvalInboxCount(ctx) : null),
  }),
);
