// Small pure helpers of the seeder: dates relative to the day of seeding, money in Decimal, and
// the partita IVA check digit.
import { Prisma } from '../../api/src/generated/prisma/client.ts';

export type Decimal = Prisma.Decimal;

export function money(value: string | number): Decimal {
  return new Prisma.Decimal(value);
}

export function sum(values: Decimal[]): Decimal {
  return values.reduce((total, value) => total.add(value), money(0));
}

/** VAT of one invoice line, rounded to the cent as an Italian invoice does (half up). */
export function vatOf(net: Decimal, percentage: Decimal): Decimal {
  return net.mul(percentage).div(100).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
}

/** Dates as offsets from one fixed "now", so a whole seed run agrees on what today is. */
export interface Calendar {
  now: Date;
  year: number;
  /** A calendar day (for @db.Date columns): UTC midnight of the local date offset by days. */
  day(offset: number): Date;
  /** A moment on a day, local time; never later than now, so no event lies in the future. */
  at(offset: number, hour: number, minute?: number): Date;
  /** As at(), but not before 1 January of the current year (payments paid "this year"). */
  thisYear(offset: number, hour: number): Date;
}

export function calendar(now: Date = new Date()): Calendar {
  const y = now.getFullYear();
  const m = now.getMonth();
  const d = now.getDate();
  const at = (offset: number, hour: number, minute = 0): Date => {
    const moment = new Date(y, m, d + offset, hour, minute);
    return moment > now ? now : moment;
  };
  return {
    now,
    year: y,
    day: (offset) => new Date(Date.UTC(y, m, d + offset)),
    at,
    thisYear(offset, hour) {
      const moment = at(offset, hour);
      const newYear = new Date(y, 0, 1, hour);
      return moment < newYear ? (newYear > now ? now : newYear) : moment;
    },
  };
}

/**
 * The partita IVA check: digits in odd positions are added, digits in even positions are doubled
 * (minus 9 when above 9) and added; the total must be a multiple of 10.
 */
export function isValidPartitaIva(vatNumber: string): boolean {
  if (!/^\d{11}$/.test(vatNumber)) return false;
  let total = 0;
  for (let i = 0; i < 11; i += 1) {
    let digit = Number(vatNumber[i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
