import { sumMoney } from '../../shared/format.ts';
import { offerTexts } from './texts.ts';

/** The offer being composed on /offers/new, checked with the spec's messages in the spec's order. */
export interface DraftLine {
  productId: string;
  name: string;
  unitPrice: string;
  quantity: number;
}
export interface DraftDocument {
  key: string;
  file: File;
  price: string;
}
export interface DraftRecipient {
  key: string;
  name: string;
  costCenterId: string;
  costCenterCode: string;
  location: string;
  city: string;
  amountShare: string;
  notes: string;
}

const v = offerTexts.validation;
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

export function documentError(file: File | null, price: string): string | null {
  if (!file) return v.noFile;
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return v.notPdf;
  if (file.size > MAX_PDF_BYTES) return v.tooLarge;
  if (!(Number(price) > 0)) return v.price;
  return null;
}

export function recipientError(
  r: Omit<DraftRecipient, 'key' | 'costCenterCode'>,
  otherShares: string[],
): string | null {
  if (!r.name.trim() || !r.costCenterId || !r.location.trim() || !r.city.trim()) return v.recipientFields;
  if (!(Number(r.amountShare) > 0)) return v.share;
  if (Number(sumMoney([...otherShares, r.amountShare])) > 100) return v.sharesExceed;
  return null;
}

export function offerError(
  title: string,
  supplierId: string,
  lines: DraftLine[],
  documents: DraftDocument[],
): string | null {
  if (!title.trim()) return v.title;
  if (!supplierId) return v.supplier;
  if (lines.length === 0 && documents.length === 0) return v.content;
  return null;
}

export function totals(lines: DraftLine[], documents: DraftDocument[], recipients: DraftRecipient[]) {
  const products = sumMoney(lines.map((l) => Math.round(Number(l.unitPrice) * 100 * l.quantity) / 100));
  const docs = sumMoney(documents.map((d) => d.price));
  return {
    products,
    documents: docs,
    total: sumMoney([products, docs]),
    shares: sumMoney(recipients.map((r) => r.amountShare)),
  };
}
