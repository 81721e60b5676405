import { describe, expect, it } from 'vitest';
import { formatDate } from '../../web/src/shared/dates.ts';

describe('formatDate: one dd/MM/yyyy for every screen', () => {
  it('writes a calendar date as that very day, whatever the time zone', () => {
    expect(formatDate('2026-11-24')).toBe('24/11/2026');
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
  });

  it("writes an instant as the user's calendar day", () => {
    const instant = new Date(2026, 10, 24, 23, 30).toISOString();
    expect(formatDate(instant)).toBe('24/11/2026');
  });

  it("gives the caller's text for a missing or unreadable date (the spec's N/A for orders)", () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined, 'N/A')).toBe('N/A');
    expect(formatDate('not a date', '—')).toBe('—');
  });
});
