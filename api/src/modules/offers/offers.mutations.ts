import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { inputMutation } from '../common/input-mutation.ts';
import { rowField } from '../common/row-payload.ts';
import { readUpload } from '../documents/pdf.ts';
import { optionalId, parseId } from '../../shared/ids.ts';
import { approveOffer, rejectOffer } from './offer-approval.service.ts';
import { offerApproval } from '../../workflows/approval-kinds.ts';
import { approvalMutations } from '../../workflows/approval.mutations.ts';
import type { RecipientInput } from './offer-input.ts';
import type { OfferPart } from './offers.rules.ts';
import { createOffer } from './offers.service.ts';
import { addOfferRecipient, deleteOfferRecipient, updateOfferRecipient } from './recipients.service.ts';

const offerField = (description?: string) =>
  rowField('Offer', (parent: { offerId: number }) => parent.offerId, description);

const OfferPayload = builder.objectRef<{ offerId: number }>('OfferPayload').implement({
  fields: (t) => ({ offer: t.prismaField(offerField()) }),
});

const RecipientPayload = builder.objectRef<OfferPart>('OfferRecipientPayload').implement({
  fields: (t) => ({
    recipient: t.prismaField(rowField('OfferRecipient', (parent: { id: number }) => parent.id)),
    offer: t.prismaField(offerField('The offer with its updated recipients and share total.')),
  }),
});

const DeleteRecipientPayload = builder.objectRef<OfferPart>('DeleteOfferRecipientPayload').implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (p) => encodeGlobalID('OfferRecipient', p.id) }),
    offer: t.prismaField(offerField()),
  }),
});

const OfferLineInput = builder.inputType('OfferLineInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    quantity: t.int({ description: 'Whole number, at least 1; default 1.' }),
  }),
});

const RecipientFields = builder.inputType('OfferRecipientInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    costCenterId: t.id({ required: true, description: 'A cost center of your tenant.' }),
    location: t.string({ required: true }),
    city: t.string({ required: true }),
    amountShare: t.field({
      type: 'Decimal',
      required: true,
      description: 'Percentage of the offer total, above 0; all shares at most 100.',
    }),
    notes: t.string(),
  }),
});

const DocumentFields = builder.inputType('OfferDocumentUploadInput', {
  fields: (t) => ({
    file: t.field({
      type: 'Upload',
      description: 'A PDF (checked by content), at most 10 MB; missing: Seleziona un file PDF.',
    }),
    price: t.field({ type: 'Decimal', required: true, description: 'Greater than 0; added to the offer total.' }),
  }),
});

const CreateOfferInput = builder.inputType('CreateOfferInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    date: t.field({ type: 'Date', description: 'Defaults to today.' }),
    supplierId: t.id(),
    notes: t.string(),
    lines: t.field({ type: [OfferLineInput], description: 'Products; unit prices are taken from the catalogue.' }),
    recipients: t.field({ type: [RecipientFields] }),
    document: t.field({
      type: DocumentFields,
      description: 'One PDF sent with the offer (multipart request); add more with uploadOfferDocument.',
    }),
  }),
});

function recipientInput(input: typeof RecipientFields.$inferInput): RecipientInput {
  return { ...input, costCenterId: optionalId(input.costCenterId, 'CostCenter', 'costCenterId') };
}

const IdInput = builder.inputType('OfferIdInput', { fields: (t) => ({ id: t.id({ required: true }) }) });
const ApproveInput = builder.inputType('ApproveOfferInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    budgetOverrideReason: t.string({
      description:
        "Why finance approves although a cost center goes beyond its year's budget (see Offer.budgetImpact); " +
        'without it such an approval is refused. Recorded in the audit as budget_override.',
    }),
  }),
});
const AddRecipientInput = builder.inputType('AddOfferRecipientInput', {
  fields: (t) => ({ offerId: t.id({ required: true }), recipient: t.field({ type: RecipientFields, required: true }) }),
});
const UpdateRecipientInput = builder.inputType('UpdateOfferRecipientInput', {
  fields: (t) => ({ id: t.id({ required: true }), recipient: t.field({ type: RecipientFields, required: true }) }),
});

approvalMutations({
  noun: 'Offer',
  flow: offerApproval,
  payload: OfferPayload,
  idInput: IdInput,
  approveInput: ApproveInput,
  toPayload: (offerId) => ({ offerId }),
  approve: (ctx, id, input) => approveOffer(ctx, id, input.budgetOverrideReason),
  reject: rejectOffer,
  descriptions: {
    approve: "Approves the viewer's step: finance (admin: first) or IT; the second approval makes it approved.",
    reject: 'Rejects an open offer; the reason is mandatory.',
  },
});

builder.mutationFields((t) => ({
  createOffer: inputMutation(t, {
    can: 'offer.create',
    payload: OfferPayload,
    description: 'Creates a pending offer; the server computes unit prices and the total.',
    input: CreateOfferInput,
    resolve: async (ctx, input) => {
      const file = input.document ? await readUpload(input.document.file) : null;
      const { id } = await createOffer(ctx, {
        title: input.title,
        date: input.date ? input.date.toISOString().slice(0, 10) : undefined,
        supplierId: optionalId(input.supplierId, 'Supplier', 'supplierId'),
        notes: input.notes,
        lines: input.lines?.map((line) => ({
          productId: optionalId(line.productId, 'Product', 'productId'),
          quantity: line.quantity,
        })),
        recipients: input.recipients?.map(recipientInput),
        document: input.document
          ? { content: file?.content ?? null, fileName: file?.fileName, price: input.document.price }
          : null,
      });
      return { offerId: id };
    },
  }),
  addOfferRecipient: inputMutation(t, {
    can: 'offer.manageRecipients',
    payload: RecipientPayload,
    input: AddRecipientInput,
    resolve: (ctx, input) =>
      addOfferRecipient(ctx, parseId(input.offerId, 'Offer', 'offerId'), recipientInput(input.recipient)),
  }),
  updateOfferRecipient: inputMutation(t, {
    can: 'offer.manageRecipients',
    payload: RecipientPayload,
    input: UpdateRecipientInput,
    resolve: (ctx, input) =>
      updateOfferRecipient(ctx, parseId(input.id, 'OfferRecipient'), recipientInput(input.recipient)),
  }),
  deleteOfferRecipient: inputMutation(t, {
    can: 'offer.manageRecipients',
    payload: DeleteRecipientPayload,
    input: IdInput,
    resolve: (ctx, input) => deleteOfferRecipient(ctx, parseId(input.id, 'OfferRecipient')),
  }),
}));
