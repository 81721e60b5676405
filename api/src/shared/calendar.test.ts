import { describe, expect, it } from 'vitest';
import { isoDay, startOfDay, today } from './calendar.ts';

// The server's own zone (TZ) must not matter: these hold on a UTC machine and on a Rome machine alike.
describe('the business calendar is Italy’s', () => {
  it('is already tomorrow in Italy at 23:30 UTC (winter, UTC+1) and at 22:30 UTC (summer, UTC+2)', () => {
    expect(isoDay(today(new Date('2026-11-24T23:30:00Z')))).toBe('2026-11-25');
    expect(isoDay(today(new Date('2026-11-24T22:59:59Z')))).toBe('2026-11-24');
    expect(isoDay(today(new Date('2026-07-14T22:30:00Z')))).toBe('2026-07-15');
    expect(isoDay(today(new Date('2026-07-14T21:59:59Z')))).toBe('2026-07-14');
  });

  it('turns the year at midnight in Rome, not at midnight UTC', () => {
    expect(isoDay(today(new Date('2026-12-31T23:00:00Z')))).toBe('2027-01-01');
  });

  it('begins a day at midnight in Rome, across both clock changes', () => {
    expect(startOfDay(new Date('2027-01-01T00:00:00Z')).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(startOfDay(new Date('2026-07-15T00:00:00Z')).toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // 29 March 2026: clocks go forward at 02:00; the day still began at 00:00 CET.
    expect(startOfDay(new Date('2026-03-29T00:00:00Z')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay(new Date('2026-03-30T00:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // 25 October 2026: clocks go back at 03:00; the day began at 00:00 CEST.
    expect(startOfDay(new Date('2026-10-25T00:00:00Z')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfDay(new Date('2026-10-26T00:00:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});
