/**
 * Issue 14: "concurrent imports of the same file by two users create one invoice", raced for real:
 * two finance managers, each with a session of their own, post the same file at the same moment (one
 * through REST, the other through GraphQL, swapping each round), round after round, over files of
 * every shape (a new supplier, two bodies, an embedded PDF, an order reference...). Each invoice is
 * created once: one answer imports it, the other reports it as a duplicate with the same id, and
 * nothing is half-written. On PGlite the requests interleave in one process; in the PostgreSQL pass
 * (TEST_DATABASE_URL) their transactions run side by side on real connections.
 */
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/auth/password.ts';
import { batchFile } from '../fixtures/fatturapa/batch.ts';
import { asUpload, gqlImport, restImport } from '../api/einvoice-support.ts';
import { testDatabaseKind } from '../setup/database.ts';
import { appForFile } from '../setup/test-app.ts';
import { importedInventory } from './support/imported-invoices.ts';

const ROUNDS = 18;
const PREFIX = 'RACE';

const t = await appForFile();
const prisma = t.app.database.platform;
const tenant = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });
await prisma.user.create({
  data: {
    tenantId: tenant.id,
    email: 'finance2@acme.test',
    passwordHash: await hashPassword('demo1234'),
    firstName: 'Seconda',
    lastName: 'Contabile',
    role: 'finance',
  },
});
const [first, second] = await Promise.all([
  t.login('finance@acme.test', 'acme'),
  t.login('finance2@acme.test', 'acme'),
]);

/** One answer as numbers imported and duplicates (number -> id), whichever API gave it. */
interface Answer {
  imported: Map<string, number>;
  duplicates: Map<string, number | null>;
  errors: unknown[];
}

async function viaRest(token: string, file: ReturnType<typeof batchFile>): Promise<Answer> {
  const { status, body } = await restImport(t, token, [asUpload(file)]);
  expect(status, JSON.stringify(body)).toBe(200);
  return {
    imported: new Map(body.imported.map((i: any) => [i.invoice_number, i.id])),
    duplicates: new Map(body.duplicates.map((d: any) => [d.invoice_number, d.id])),
    errors: body.errors,
  };
}

async function viaGraphql(token: string, file: ReturnType<typeof batchFile>): Promise<Answer> {
  const answer = await gqlImport(t, token, [asUpload(file)]);
  const result = answer.data?.importEInvoices;
  expect(result?.__typename, JSON.stringify(answer)).toBe('MutationImportEInvoicesSuccess');
  const { imported, duplicates, errors } = result.data;
  return {
    imported: new Map(imported.map((i: any) => [i.invoiceNumber, Number(i.rowId)])),
    duplicates: new Map(duplicates.map((d: any) => [d.invoiceNumber, d.rowId === null ? null : Number(d.rowId)])),
    errors,
  };
}

describe(`two finance managers importing the same file at once (${testDatabaseKind})`, () => {
  it(`create each invoice once, the other answer a duplicate with its id, over ${ROUNDS} rounds`, async () => {
    const files = Array.from({ length: ROUNDS }, (_, i) => batchFile(i, PREFIX));
    const started = Date.now();
    for (const [round, file] of files.entries()) {
      const [a, b] = await Promise.all(
        round % 2 === 0
          ? [viaRest(first, file), viaGraphql(second, file)]
          : [viaGraphql(first, file), viaRest(second, file)],
      );
      expect([...a.errors, ...b.errors]).toEqual([]);
      for (const { number } of file.spec.bodies) {
        const [winner, loser] = a.imported.has(number) ? [a, b] : [b, a];
        expect(winner.imported.has(number), `round ${round}: ${number} imported by neither`).toBe(true);
        expect(loser.imported.has(number), `round ${round}: ${number} imported twice`).toBe(false);
        expect(loser.duplicates.get(number), `round ${round}: ${number}`).toBe(winner.imported.get(number));
      }
    }
    const found = await importedInventory(prisma, t.app.storage, files, PREFIX);
    expect(found.incomplete, 'half-written invoices').toEqual([]);
    expect(found.orphanFiles, 'stored files of no invoice').toEqual([]);
    const invoices = files.flatMap((f) => f.spec.bodies.map((b) => b.number));
    expect([...found.ids.keys()].sort()).toEqual([...invoices].sort());
    expect(await prisma.invoice.count({ where: { invoiceNumber: { startsWith: `${PREFIX}-` } } })).toBe(
      invoices.length,
    );
    console.log(
      `[import race: ${testDatabaseKind}] rounds=${ROUNDS} invoices=${invoices.length} created-once=${invoices.length} ` +
        `(${Date.now() - started} ms)`,
    );
  }, 120_000);
});
