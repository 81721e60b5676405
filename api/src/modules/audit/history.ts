import { fieldLabel, type HistoryLanguage } from './history-labels.ts';

/** One changed field of a history entry: before -> after, or only a value (a summary's field). */
export interface HistoryChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The stored `changes` of an audit entry as the timeline lists them: `{ field: [before, after] }`
 * pairs become before -> after; any other value (a summary such as a document's file name, a
 * rejection reason) is shown as the field's value.
 */
export function historyChanges(changes: unknown, language: HistoryLanguage): HistoryChange[] {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return [];
  return Object.entries(changes as Record<string, unknown>).map(([field, value]) => {
    const pair = Array.isArray(value) && value.length === 2;
    return {
      field,
      label: fieldLabel(field, language),
      before: pair ? text(value[0]) : null,
      after: pair ? text(value[1]) : text(value),
    };
  });
}
