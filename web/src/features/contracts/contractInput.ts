import type { ContractValues } from './ContractDialog.tsx';
import { uploadContractPdf } from './contractFiles.ts';

/** Uploads a chosen PDF first (POST ?upload=1), then gives the contract fields with its path. */
export async function toContractInput(values: ContractValues) {
  const attachment = values.file
    ? { attachmentPath: await uploadContractPdf(values.file), attachmentName: values.file.name }
    : {};
  return {
    contractName: values.contractName,
    supplierId: values.supplier?.id ?? null,
    contractType: values.contractType,
    expiryDate: values.expiryDate || null,
    signingDate: values.signingDate || null,
    renewalType: values.renewalType,
    ...attachment,
  };
}
