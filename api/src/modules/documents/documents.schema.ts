import { builder } from '../../builder.ts';
import { tenantRowNode } from '../common/tenant-node.ts';
import { inputMutation } from '../common/input-mutation.ts';
import { rowField } from '../common/row-payload.ts';
import { parseId } from '../../shared/ids.ts';
import type { OfferPart } from '../offers/offers.rules.ts';
import { uploadOfferDocument } from './documents.service.ts';
import { readUpload } from './pdf.ts';
import { fullName, personNameSelect } from '../../shared/names.ts';

builder.prismaNode('OfferDocument', {
  ...tenantRowNode('offer.view'),
  description: 'A PDF attached to an offer, with the price it adds to the offer total.',
  fields: (t) => ({
    offerRowId: t.exposeInt('offerId'),
    fileName: t.exposeString('fileName', { description: "The uploader's file name, for display only." }),
    fileSize: t.exposeInt('fileSize', { description: 'Bytes.' }),
    price: t.expose('price', { type: 'Decimal' }),
    uploadDate: t.expose('uploadDate', { type: 'DateTime' }),
    uploadedByName: t.string({
      select: { uploadedBy: personNameSelect },
      resolve: (d) => fullName(d.uploadedBy),
    }),
    downloadUrl: t.string({
      description:
        'GET it with the Authorization: Bearer header; the answer is application/pdf named offer-document-{id}.pdf. Same tenant only.',
      resolve: (d, _args, ctx) => `${ctx.app.config.basePath}/api/offers.php?download=1&id=${d.id}`,
    }),
  }),
});

const UploadOfferDocumentInput = builder.inputType('UploadOfferDocumentInput', {
  fields: (t) => ({
    offerId: t.id({ required: true }),
    file: t.field({
      type: 'Upload',
      description: 'A PDF (checked by content), at most 10 MB; missing: Seleziona un file PDF.',
    }),
    price: t.field({ type: 'Decimal', required: true, description: 'Greater than 0; added to the offer total.' }),
  }),
});

const UploadOfferDocumentPayload = builder.objectRef<OfferPart>('UploadOfferDocumentPayload').implement({
  fields: (t) => ({
    document: t.prismaField(rowField('OfferDocument', (parent) => parent.id)),
    offer: t.prismaField(
      rowField('Offer', (parent) => parent.offerId, 'The offer with its new total and document list.'),
    ),
  }),
});

builder.mutationFields((t) => ({
  uploadOfferDocument: inputMutation(t, {
    can: 'offer.uploadDocument',
    payload: UploadOfferDocumentPayload,
    description: 'Attaches a PDF with its price to a pending offer (GraphQL multipart request, one file).',
    input: UploadOfferDocumentInput,
    resolve: async (ctx, input) => {
      const offerId = parseId(input.offerId, 'Offer', 'offerId');
      const file = await readUpload(input.file);
      return uploadOfferDocument(ctx, offerId, {
        content: file?.content ?? null,
        fileName: file?.fileName,
        price: input.price,
      });
    },
  }),
}));
