import { decodeGlobalID } from '@pothos/plugin-relay';
import { ValidationError } from '../errors.ts';

/**
 * An id given by a client: a Relay global id of the expected type, or the plain database id the
 * legacy routes and URLs use (/invoices/12). Anything else is a clear 400, never a lookup.
 */
export function parseId(value: unknown, typeName: string, field = 'id'): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  let raw = text;
  if (!/^\d+$/.test(text)) {
    try {
      const decoded = decodeGlobalID(text);
      if (decoded.typename !== typeName) throw new Error('wrong type');
      raw = decoded.id;
    } catch {
      throw new ValidationError(`${field}: not a valid id`, field);
    }
  }
  const n = Number(raw);
  if (!/^[1-9]\d{0,9}$/.test(raw) || n > 2_147_483_647) throw new ValidationError(`${field}: not a valid id`, field);
  return n;
}

export function optionalId(value: unknown, typeName: string, field: string): number | null {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
  return parseId(value, typeName, field);
}
