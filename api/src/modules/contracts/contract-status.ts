import type { RenewalType } from '../../generated/prisma/enums.ts';
import { ValidationError } from '../../errors.ts';

export const RENEWAL_LABELS: Record<RenewalType, string> = { tacito: 'Tacito', da_firmare: 'Da firmare' };

/** 'Tacito' or 'Da firmare' (or the enum values). */
export function parseRenewalType(value: unknown): RenewalType {
  const text = typeof value === 'string' ? value.trim().toLowerCase().replace(/\s+/g, '_') : '';
  if (text === 'tacito' || text === 'da_firmare') return text;
  throw new ValidationError("Il tipo di rinnovo deve essere 'Tacito' o 'Da firmare'", 'renewal_type');
}
