import { Decimal } from '../../shared/scalars.ts';

/**
 * Splits an amount into parts by percentage shares, to the cent, by largest remainder (Hamilton):
 * every part is first rounded down to the cent, then the cents still missing go one each to the
 * parts with the largest remainders (ties: the earlier share, i.e. the lower recipient id). When the
 * shares add up to 100 the parts add up exactly to the amount; when they add up to less (recipients
 * may leave part of an offer unassigned) the parts add up to that share of the amount rounded half up.
 * A negative amount (a credit note) is split as its absolute value and every part negated.
 *
 * The SQL of the budget figures (budget-figures.ts) does the same with window functions; the
 * budget API test checks both agree on a constructed offer.
 */
export function splitByShares(amount: Decimal, shares: readonly Decimal[]): Decimal[] {
  const negative = amount.isNegative();
  // Integer cents and hundredths of a percent: exact with BigInt, no floating point on the way.
  const cents = BigInt(amount.abs().times(100).toFixed(0));
  const units = shares.map((s) => BigInt(s.times(100).toFixed(0)));
  const exact = units.map((u) => cents * u);
  const floors = exact.map((e) => e / 10000n);
  const remainders = exact.map((e) => e % 10000n);
  const unitSum = units.reduce((a, b) => a + b, 0n);
  const target = (cents * unitSum + 5000n) / 10000n;
  let missing = target - floors.reduce((a, b) => a + b, 0n);
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const parts = [...floors];
  for (const { index } of order) {
    if (missing <= 0n) break;
    parts[index] = parts[index]! + 1n;
    missing -= 1n;
  }
  return parts.map((p) => {
    const part = new Decimal(p.toString()).dividedBy(100);
    return negative && !part.isZero() ? part.negated() : part;
  });
}
