import { describe, expect, it } from 'vitest';
import { Decimal } from '../../shared/scalars.ts';
import { splitByShares } from './share-split.ts';

const split = (amount: string, shares: string[]) =>
  splitByShares(
    new Decimal(amount),
    shares.map((s) => new Decimal(s)),
  ).map((p) => p.toFixed(2));
const sum = (parts: string[]) => parts.reduce((a, p) => a.plus(p), new Decimal(0)).toFixed(2);

describe('splitByShares: largest remainder to the cent', () => {
  it('three thirds of 100.00 add up to 100.00, the extra cent to the first', () => {
    expect(split('100.00', ['33.33', '33.33', '33.34'])).toEqual(['33.33', '33.33', '33.34']);
    const thirds = split('100.00', ['33.33', '33.33', '33.34']);
    expect(sum(thirds)).toBe('100.00');
  });

  it('gives the missing cents to the largest remainders, not to the first part', () => {
    // 10.01 x 50% = 5.005 each: one cent missing, the tie goes to the earlier share.
    expect(split('10.01', ['50', '50'])).toEqual(['5.01', '5.00']);
    // 0.05 x (10, 20, 70)% = 0.005, 0.01, 0.035: floors 0.00, 0.01, 0.03; one cent to the 0.005 (tie, first).
    expect(split('0.05', ['10', '20', '70'])).toEqual(['0.01', '0.01', '0.03']);
    // 1,234.57 x (12.5, 37.25, 50.25)%: 154.32125, 459.877325, 620.371425 -> 154.32, 459.88, 620.37.
    const parts = split('1234.57', ['12.50', '37.25', '50.25']);
    expect(parts).toEqual(['154.32', '459.88', '620.37']);
    expect(sum(parts)).toBe('1234.57');
  });

  it('always adds up to the total when the shares make 100%', () => {
    for (const total of ['0.01', '0.99', '7.77', '1000.01', '99999.99']) {
      expect(sum(split(total, ['14.29', '14.29', '14.28', '14.29', '14.28', '14.29', '14.28']))).toBe(total);
    }
  });

  it('splits a credit note as negative parts', () => {
    expect(split('-10.01', ['50', '50'])).toEqual(['-5.01', '-5.00']);
  });

  it('leaves the unassigned share out when the shares make less than 100%', () => {
    // 60% of 100.01 = 60.006 -> 60.01 in all.
    expect(split('100.01', ['30', '30'])).toEqual(['30.01', '30.00']);
  });
});
