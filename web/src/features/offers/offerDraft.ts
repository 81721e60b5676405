import type { CostCenterOption } from '../cost-centers/CostCenterPicker.tsx';
import type { SupplierOption } from '../suppliers/SupplierPicker.tsx';
import { sumMoney } from '../../shared/format.ts';
import { pdfProblem } from '../../shared/pdf.ts';
import type { FieldErrors } from '../../shared/useFieldErrors.ts';
import { offerTexts } from './texts.ts';

/** The offer being composed on /offers/new, checked with the spec's messages (heading 5), each on its field. */
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
export interface RecipientValues {
  name: string;
  costCenter: CostCenterOption | null;
  location: string;
  city: string;
  amountShare: string;
  notes: string;
}
export type DraftRecipient = RecipientValues & { key: string; costCenter: CostCenterOption };
export interface OfferDraft {
  title: string;
  supplier: SupplierOption | null;
  notes: string;
  lines: DraftLine[];
  documents: DraftDocument[];
  recipients: DraftRecipient[];
}

const v = offerTexts.validation;

/** The inputs of the offer form; a server error on a field (Error.field) lands on the same input. */
export const OFFER_FIELDS = { title: 'offer-title', supplier: 'offer-supplier', product: 'offer-product' } as const;
export const OFFER_SERVER_FIELDS = {
  title: OFFER_FIELDS.title,
  supplierId: OFFER_FIELDS.supplier,
  products: OFFER_FIELDS.product,
  productId: OFFER_FIELDS.product,
};

export function offerErrors(d: OfferDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!d.title.trim()) errors[OFFER_FIELDS.title] = v.title;
  if (!d.supplier) errors[OFFER_FIELDS.supplier] = v.supplier;
  if (d.lines.length === 0 && d.documents.length === 0) errors[OFFER_FIELDS.product] = v.content;
  return errors;
}

export interface DocumentValues {
  file: File | null;
  price: string;
}

/** The document fields' messages, inputs named `${prefix}-file` and `${prefix}-price`. */
export function documentErrors({ file, price }: DocumentValues, prefix: string): FieldErrors {
  const errors: FieldErrors = {};
  const problem = file ? pdfProblem(file) : null;
  const fileError = !file ? v.noFile : problem === 'type' ? v.notPdf : problem === 'size' ? v.tooLarge : null;
  if (fileError) errors[`${prefix}-file`] = fileError;
  if (!(Number(price) > 0)) errors[`${prefix}-price`] = v.price;
  return errors;
}

export const EMPTY_RECIPIENT: RecipientValues = {
  name: '',
  costCenter: null,
  location: '',
  city: '',
  amountShare: '',
  notes: '',
};

/** The recipient fields' messages, inputs named `${prefix}-name` ...; the shares of the others count toward 100%. */
export function recipientErrors(r: RecipientValues, otherShares: readonly string[], prefix: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!r.name.trim()) errors[`${prefix}-name`] = v.recipientFields;
  if (!r.costCenter) errors[`${prefix}-cost-center`] = v.recipientFields;
  if (!r.location.trim()) errors[`${prefix}-location`] = v.recipientFields;
  if (!r.city.trim()) errors[`${prefix}-city`] = v.recipientFields;
  if (!(Number(r.amountShare) > 0)) errors[`${prefix}-share`] = v.share;
  else if (Number(sumMoney([...otherShares, r.amountShare])) > 100) errors[`${prefix}-share`] = v.sharesExceed;
  return errors;
}

/** The server's field names of a recipient, onto the dialog's inputs. */
export function recipientServerFields(prefix: string) {
  return {
    name: `${prefix}-name`,
    costCenterId: `${prefix}-cost-center`,
    location: `${prefix}-location`,
    city: `${prefix}-city`,
    amountShare: `${prefix}-share`,
  };
}

export function recipientInput(r: RecipientValues) {
  return {
    name: r.name.trim(),
    costCenterId: r.costCenter?.id ?? '',
    location: r.location.trim(),
    city: r.city.trim(),
    amountShare: Number(r.amountShare).toFixed(2),
    notes: r.notes.trim() || null,
  };
}

export function totals(d: OfferDraft) {
  const products = sumMoney(d.lines.map((l) => Math.round(Number(l.unitPrice) * 100 * l.quantity) / 100));
  const docs = sumMoney(d.documents.map((doc) => doc.price));
  return {
    products,
    documents: docs,
    total: sumMoney([products, docs]),
    shares: sumMoney(d.recipients.map((r) => r.amountShare)),
  };
}
