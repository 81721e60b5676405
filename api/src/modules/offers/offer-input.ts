import { ValidationError } from '../../errors.ts';
import { Decimal, positiveDecimal } from '../../shared/scalars.ts';
import { optionalText } from '../common/master-data.ts';
import { OFFER_MESSAGES } from './offers.rules.ts';

/**
 * Parsing of what a client sends for an offer, its lines and recipients: the same checks for the
 * GraphQL mutations and the REST shims. Ids arrive already decoded (numbers or null); everything
 * else arrives as the client sent it.
 */
export interface OfferLineInput {
  productId: number | null;
  quantity?: unknown;
}

export interface RecipientInput {
  name?: unknown;
  costCenterId: number | null;
  location?: unknown;
  city?: unknown;
  amountShare?: unknown;
  notes?: unknown;
}

export interface ParsedLine {
  productId: number;
  quantity: number;
}

export interface ParsedRecipient {
  name: string;
  costCenterId: number;
  location: string;
  city: string;
  amountShare: Decimal;
  notes: string | null;
}

export const MAX_LINES = 200;

/** PostgreSQL text cannot hold NUL: drop it from anything a client typed, before any check. */
export function stripNul(value: unknown): unknown {
  return typeof value === 'string' ? value.replaceAll('\u0000', '') : value;
}

/** An offer's recipients at most: the create form, the REST route and the detail's add all stop here. */
export const MAX_RECIPIENTS = 100;
export const TOO_MANY_RECIPIENTS = `At most ${MAX_RECIPIENTS} recipients per offer`;

/** The recipients of a new offer, each parsed, at most MAX_RECIPIENTS of them. */
export function parseRecipients(list: RecipientInput[] | null | undefined): ParsedRecipient[] {
  const recipients = list ?? [];
  if (recipients.length > MAX_RECIPIENTS) throw new ValidationError(TOO_MANY_RECIPIENTS, 'recipients');
  return recipients.map(parseRecipient);
}
const HUNDRED = new Decimal(100);

export function parseLines(lines: OfferLineInput[] | null | undefined): ParsedLine[] {
  const list = lines ?? [];
  if (list.length > MAX_LINES) throw new ValidationError(`At most ${MAX_LINES} products per offer`, 'products');
  return list.map((line) => {
    if (!line.productId) throw new ValidationError(OFFER_MESSAGES.productRequired, 'productId');
    const raw = line.quantity ?? 1;
    const quantity = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 1_000_000) {
      throw new ValidationError(OFFER_MESSAGES.quantity, 'quantity');
    }
    return { productId: line.productId, quantity };
  });
}

function requiredField(value: unknown, field: string, max = 200): string {
  const raw = stripNul(value);
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) throw new ValidationError(OFFER_MESSAGES.recipientFields, field);
  if (text.length > max) throw new ValidationError(`${field}: massimo ${max} caratteri`, field);
  return text;
}

/** A share is a percentage of the offer total: above 0, two decimals. */
export function parseShare(value: unknown): Decimal {
  if (value === undefined || value === null || value === '')
    throw new ValidationError(OFFER_MESSAGES.sharePositive, 'amountShare');
  const share = positiveDecimal(value, OFFER_MESSAGES.sharePositive, 'amountShare');
  if (share.gt(HUNDRED)) throw new ValidationError(OFFER_MESSAGES.sharesExceed, 'amountShare');
  return share;
}

export function parseRecipient(input: RecipientInput): ParsedRecipient {
  const name = requiredField(input.name, 'name');
  if (!input.costCenterId) throw new ValidationError(OFFER_MESSAGES.recipientFields, 'costCenterId');
  const location = requiredField(input.location, 'location');
  const city = requiredField(input.city, 'city', 100);
  return {
    name,
    costCenterId: input.costCenterId,
    location,
    city,
    amountShare: parseShare(input.amountShare),
    notes: optionalText(stripNul(input.notes), 'notes') ?? null,
  };
}

/** The sum of the shares may not pass 100% of the offer total. */
export function assertSharesFit(shares: Decimal[]): void {
  const total = shares.reduce((sum, share) => sum.plus(share), new Decimal(0));
  if (total.gt(HUNDRED)) throw new ValidationError(OFFER_MESSAGES.sharesExceed, 'amountShare');
}
