import type { RenewalType } from '../../generated/prisma/enums.ts';
import { ValidationError } from '../../errors.ts';
import { isStorageKey } from '../../shared/storage.ts';
import { optionalDate } from '../invoices/invoice-input.ts';
import { parseRenewalType } from './contract-status.ts';

export const CONTRACT_MESSAGES = {
  name: 'Il nome del contratto è obbligatorio',
  supplier: 'Seleziona un fornitore',
  expiryBeforeSigning: 'La data di scadenza non può precedere la data di firma',
  attachment: 'Allegato non valido: carica di nuovo il PDF',
} as const;

/** Contract fields as the services take them (GraphQL and REST both translate to this). */
export interface ContractInput {
  contractName?: unknown;
  supplierId?: number | null;
  contractType?: unknown;
  expiryDate?: unknown;
  renewalType?: unknown;
  signingDate?: unknown;
  /** A key returned by the upload call; null removes the attachment. */
  attachmentPath?: string | null;
  attachmentName?: unknown;
}

export interface ContractFields {
  contractName?: string;
  supplierId?: number;
  contractType?: string;
  expiryDate?: Date | null;
  renewalType?: RenewalType;
  signingDate?: Date | null;
  attachmentKey?: string | null;
  attachmentName?: string | null;
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** Parses the fields present; `creating` makes name and supplier required. */
export function parseContractInput(input: ContractInput, creating: boolean): ContractFields {
  const fields: ContractFields = {};
  if (creating || input.contractName !== undefined) {
    fields.contractName = text(input.contractName, 200);
    if (!fields.contractName) throw new ValidationError(CONTRACT_MESSAGES.name, 'contract_name');
  }
  if (creating || input.supplierId !== undefined) {
    if (!input.supplierId) throw new ValidationError(CONTRACT_MESSAGES.supplier, 'supplier_id');
    fields.supplierId = input.supplierId;
  }
  if (input.contractType !== undefined) fields.contractType = text(input.contractType, 100);
  if (input.expiryDate !== undefined) fields.expiryDate = optionalDate(input.expiryDate, 'expiry_date');
  if (input.signingDate !== undefined) fields.signingDate = optionalDate(input.signingDate, 'signing_date');
  if (creating || (input.renewalType !== undefined && input.renewalType !== null)) {
    fields.renewalType = input.renewalType ? parseRenewalType(input.renewalType) : 'tacito';
  }
  if (input.attachmentPath !== undefined) {
    const key = input.attachmentPath;
    if (key !== null && key !== '' && !(isStorageKey(key) && key.startsWith('contracts/'))) {
      throw new ValidationError(CONTRACT_MESSAGES.attachment, 'attachment_path');
    }
    fields.attachmentKey = key || null;
    const name = text(input.attachmentName, 200).replace(/[/\\]/g, '_');
    fields.attachmentName = key ? name || 'contratto.pdf' : null;
  }
  return fields;
}

export function assertDates(signing: Date | null | undefined, expiry: Date | null | undefined): void {
  if (signing && expiry && expiry < signing) {
    throw new ValidationError(CONTRACT_MESSAGES.expiryBeforeSigning, 'expiry_date');
  }
}
