import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantClient } from '../../api/src/db/tenant-scope.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';

// Relations load with one JSON-aggregating statement (Prisma's relationJoins, docs/decisions.md).
// Inside that JSON PostgreSQL writes numerics as JSON numbers, which JavaScript reads as doubles:
// exact only up to 15 significant digits. These tests pin both halves of why money stays exact.

const EXACT_FIGURES = ['quantity', 'unitPrice', 'lineTotal', 'rounding'];

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
});
afterAll(async () => {
  await db?.drop();
});

describe('money loaded through relations', () => {
  it('declares no Decimal column wider than 15 significant digits', () => {
    const schema = fs.readFileSync('prisma/schema.prisma', 'utf8');
    const decimals = [...schema.matchAll(/^\s*(\w+)\s+Decimal\??(.*)$/gm)];
    expect(decimals.length).toBeGreaterThan(10);
    for (const [, field, rest] of decimals) {
      const precision = /@db\.Decimal\((\d+),\s*\d+\)/.exec(rest!);
      expect({ field, declared: Boolean(precision) }).toEqual({ field, declared: true });
      // The e-invoice's exact 8-decimal figures are wider; the import refuses a value with more than 15
      // significant digits (api/src/modules/invoice-import/exact-figures.ts), so what is stored fits.
      const limit = EXACT_FIGURES.includes(field!) ? 20 : 15;
      expect({ field, precision: Number(precision![1]) <= limit }).toEqual({ field, precision: true });
    }
  });

  it('keeps every digit of the largest and smallest amounts in nested lines and recipients', async () => {
    const prisma = db.database.platform;
    const offer = await prisma.offer.findFirstOrThrow({
      where: { lines: { some: {} }, recipients: { some: {} } },
      include: { lines: { orderBy: { id: 'asc' } }, recipients: { orderBy: { id: 'asc' } } },
    });
    const [first, second] = offer.lines;
    await prisma.offerLine.update({ where: { id: first!.id }, data: { unitPrice: '999999999999.99' } });
    if (second) await prisma.offerLine.update({ where: { id: second.id }, data: { unitPrice: '0.01' } });
    await prisma.offerRecipient.update({ where: { id: offer.recipients[0]!.id }, data: { amountShare: '33.33' } });
    await prisma.offer.update({ where: { id: offer.id }, data: { totalAmount: '999999999999.99' } });

    const scoped = tenantClient(prisma, offer.tenantId);
    const loaded = await scoped.supplier.findFirstOrThrow({
      where: { id: offer.supplierId },
      include: {
        offers: {
          where: { id: offer.id },
          include: { lines: { orderBy: { id: 'asc' }, include: { product: true } }, recipients: true },
        },
      },
    });
    const nested = loaded.offers[0]!;
    expect(nested.totalAmount.toFixed(2)).toBe('999999999999.99');
    expect(nested.lines[0]!.unitPrice.toFixed(2)).toBe('999999999999.99');
    if (second) expect(nested.lines[1]!.unitPrice.toFixed(2)).toBe('0.01');
    expect(nested.recipients.find((r) => r.id === offer.recipients[0]!.id)!.amountShare.toFixed(2)).toBe('33.33');
    const product = await prisma.product.findUniqueOrThrow({ where: { id: first!.productId } });
    expect(nested.lines[0]!.product.price.toFixed(2)).toBe(product.price.toFixed(2));
  });
});
