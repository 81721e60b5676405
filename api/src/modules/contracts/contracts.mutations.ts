import type { FileUpload } from 'graphql-upload-minimal';
import { builder } from '../../builder.ts';
import { PayloadTooLargeError, ValidationError } from '../../errors.ts';
import { commonErrors } from '../common/errors.schema.ts';
import { documentMutations } from '../common/document-mutations.ts';
import { rowPayload } from '../common/row-payload.ts';
import { optionalId } from '../../shared/ids.ts';
import { MAX_PDF_BYTES, PDF_MESSAGES } from '../../shared/pdf.ts';
import { approveContract, rejectContract } from './contract-approval.service.ts';
import { contractApproval } from '../../workflows/approval-kinds.ts';
import { approvalMutations } from '../../workflows/approval.mutations.ts';
import { uploadContractDocument } from './contract-document.service.ts';
import type { ContractInput } from './contract-input.ts';
import { RenewalTypeEnum } from './contracts.schema.ts';
import { createContract, deleteContract, updateContract } from './contracts.service.ts';

const ContractPayload = rowPayload('ContractPayload', 'contract', 'Contract');

const UploadPayload = builder.objectRef<{ path: string }>('UploadContractDocumentPayload').implement({
  fields: (t) => ({ path: t.exposeString('path', { description: 'Send as attachmentPath on create or update.' }) }),
});

const ContractFields = builder.inputType('ContractInput', {
  fields: (t) => ({
    contractName: t.string(),
    supplierId: t.id(),
    contractType: t.string(),
    expiryDate: t.field({ type: 'Date' }),
    renewalType: t.field({ type: RenewalTypeEnum }),
    signingDate: t.field({ type: 'Date' }),
    attachmentPath: t.string({ description: 'The path returned by uploadContractDocument; null removes the PDF.' }),
    attachmentName: t.string({ description: "The PDF's file name, for display and download." }),
  }),
});

function toServiceInput(input: typeof ContractFields.$inferInput): ContractInput {
  return {
    ...input,
    supplierId: input.supplierId === undefined ? undefined : optionalId(input.supplierId, 'Supplier', 'supplierId'),
    renewalType: input.renewalType ?? undefined,
  };
}

/** Reads a GraphQL upload into memory; the HTTP layer already caps it at 10 MB, this re-checks. */
async function readUpload(upload: Promise<FileUpload> | null | undefined): Promise<Uint8Array | null> {
  if (!upload) return null;
  const file = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.createReadStream()) {
    size += (chunk as Buffer).length;
    if (size > MAX_PDF_BYTES) throw new PayloadTooLargeError(PDF_MESSAGES.tooLarge);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const { IdInput } = documentMutations({
  noun: 'Contract',
  payload: ContractPayload,
  fields: ContractFields,
  toServiceInput,
  describe: {
    update: 'Edits a contract that is not approved; an approved side is reset to pending.',
    delete: 'Only the principal administrator may delete a contract.',
  },
  create: createContract,
  update: updateContract,
  remove: deleteContract,
});

approvalMutations({
  noun: 'Contract',
  flow: contractApproval,
  payload: ContractPayload,
  idInput: IdInput,
  toPayload: (id) => ({ id }),
  approve: approveContract,
  reject: rejectContract,
});

builder.mutationFields((t) => ({
  uploadContractDocument: t.field({
    type: UploadPayload,
    description: 'Stores a PDF (content-checked, 10 MB max) in the contracts folder and returns its path.',
    errors: { types: commonErrors },
    authScopes: { can: 'contract.create' },
    args: { file: t.arg({ type: 'Upload' }) },
    resolve: async (_root, args, ctx) => {
      const content = await readUpload(args.file).catch((error: unknown) => {
        if (error instanceof PayloadTooLargeError) throw new ValidationError(PDF_MESSAGES.tooLarge, 'file');
        throw error;
      });
      return uploadContractDocument(ctx, content);
    },
  }),
}));
