import type { StateWords } from './history-kinds.ts';
import { fieldLabel, stateLabel, YES_NO, type HistoryLanguage } from './history-labels.ts';
import { italianDay } from '../../shared/calendar.ts';
import { amountText } from '../../shared/euro.ts';
import { Decimal } from '../../shared/scalars.ts';

/** One changed field of a history entry: before -> after, or only a value (a summary's field). */
export interface HistoryChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** Fields holding euros: shown with two decimals in the screen's number format. */
const MONEY_FIELDS = new Set(['totalAmount', 'netAmount', 'vatAmount', 'amount', 'unitPrice', 'price', 'lineTotal']);
const AMOUNT = /^-?\d+(\.\d+)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z)?$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MOMENT_FORMAT = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * A stored value as the timeline shows it: a state by its label, euros with two decimals, a day as
 * dd/MM/yyyy (a moment with its time in Italy), yes/no; anything else as stored.
 */
function shown(field: string, value: unknown, language: HistoryLanguage, states: StateWords): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return YES_NO[language][value ? 0 : 1];
  if (typeof value === 'number' || typeof value === 'string') {
    const text = String(value);
    if (field === 'status' || field.endsWith('Status')) return states(text) ?? stateLabel(text, language);
    if (MONEY_FIELDS.has(field) && AMOUNT.test(text.trim())) return amountText(new Decimal(text.trim()), language);
    if (DAY.test(text)) return italianDay(text);
    if (MOMENT.test(text) && !Number.isNaN(Date.parse(text))) return MOMENT_FORMAT.format(new Date(text));
    return text;
  }
  return JSON.stringify(value);
}

/**
 * The stored `changes` of an audit entry as the timeline lists them: `{ field: [before, after] }`
 * pairs become before -> after; any other value (a summary such as a document's file name, a
 * rejection reason) is shown as the field's value. Values read as the screen shows them (`shown`);
 * the REST history gives the stored ones.
 */
export function historyChanges(
  changes: unknown,
  language: HistoryLanguage,
  /** The document's own status words (its screen's tag); others read through STATE_LABELS. */
  states: StateWords = () => undefined,
): HistoryChange[] {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return [];
  return Object.entries(changes as Record<string, unknown>).map(([field, value]) => {
    const pair = Array.isArray(value) && value.length === 2;
    return {
      field,
      label: fieldLabel(field, language),
      before: pair ? shown(field, value[0], language, states) : null,
      after: pair ? shown(field, value[1], language, states) : shown(field, value, language, states),
    };
  });
}
