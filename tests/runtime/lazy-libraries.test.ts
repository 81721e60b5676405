import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Issue 15, point 5: every server process pays in memory for what it loads at start-up. The
 * libraries of occasional work (a PDF, a spreadsheet, a signed e-invoice, a bank file, an e-mail, an
 * XML schema check) and, on PostgreSQL, the embedded database are loaded by the first request that
 * needs them, not with the server: ~37 MB of heap per process (docs/performance.md). Each of those
 * features keeps its own tests; this one fails when a static import brings a library back.
 */
const OCCASIONAL = [
  'pdfkit',
  'exceljs',
  'pkijs',
  'asn1js',
  'xmlbuilder2',
  'nodemailer',
  'libxml2-wasm',
  '@electric-sql/pglite',
  'pglite-prisma-adapter',
];

/** The npm packages a fresh Node process resolves while it imports `modules` (paths from the root). */
function packagesLoadedBy(...modules: string[]): string[] {
  const script = modules.map((m) => `await import(${JSON.stringify(m)});`).join(' ');
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', './tests/runtime/record-packages.ts', '--input-type=module', '-e', script],
    { encoding: 'utf8', timeout: 60_000 },
  );
  const line = run.stderr.split('\n').find((l) => l.startsWith('PACKAGES '));
  if (run.status !== 0 || !line) throw new Error(`import failed (${run.status}): ${run.stderr.slice(0, 2000)}`);
  return JSON.parse(line.slice('PACKAGES '.length)) as string[];
}

describe('what a server process loads at start-up (issue 15, point 5)', () => {
  it('loads the server without the libraries of occasional work or the embedded database', () => {
    const loaded = packagesLoadedBy('./api/src/http/serve.ts');
    // The recorder sees what the server does load (so an empty list cannot pass for a lean one).
    expect(loaded).toEqual(expect.arrayContaining(['graphql', '@prisma/client', '@pothos/core', 'pg']));
    expect(loaded.filter((name) => OCCASIONAL.includes(name))).toEqual([]);
  });

  it('loads such a library with the module that uses it (a static import there is seen)', () => {
    expect(packagesLoadedBy('./api/src/modules/orders/order-pdf.layout.ts')).toContain('pdfkit');
  });
});
