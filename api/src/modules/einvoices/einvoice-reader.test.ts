import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as hostile from '../../../../tests/fixtures/fatturapa/hostile.ts';
import {
  base64Envelope,
  createTestSigner,
  signCades,
  type TestSigner,
} from '../../../../tests/fixtures/fatturapa/p7m.ts';
import { readAll } from '../../../../tests/fixtures/fatturapa/read-uploads.ts';
import * as scenarios from '../../../../tests/fixtures/fatturapa/scenarios.ts';
import { metadataFile } from '../../../../tests/fixtures/fatturapa/zip.ts';
import { readEInvoiceBytes, type FileOutcome, type UploadedFile } from './einvoice-reader.ts';

let folder: string;
let signer: TestSigner;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'einvoice-reader-'));
  signer = await createTestSigner({ givenName: 'Laura', surname: 'Conti', fiscalCode: 'CNTLRA78M52L219Z' });
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

/** Writes a file as the HTTP layer would leave an upload: a temporary file on disk. */
function onDisk(name: string, content: Uint8Array | string): UploadedFile {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}-${name}`);
  fs.writeFileSync(file, content);
  return { name, path: file };
}

const summary = (outcome: FileOutcome) =>
  outcome.kind === 'invoice'
    ? [outcome.file.label, 'invoice', outcome.document.bodies.map((body) => body.number).join(',')]
    : outcome.kind === 'metadata'
      ? [outcome.file.label, 'metadata', outcome.sdiType]
      : [outcome.file.label, outcome.error.code];

describe('readEInvoiceUploads: one outcome per file', () => {
  it('reads plain XML and signed .p7m (DER and base64), from disk or memory, and keeps each original byte for byte', async () => {
    const plain = scenarios.stationeryInvoice();
    const signedXml = scenarios.professionalFee();
    const der = await signCades(bytes(signedXml.xml), signer);
    const b64 = base64Envelope(await signCades(bytes(scenarios.creditNote().xml), signer));
    const outcomes = await readAll([
      onDisk(plain.fileName, plain.xml),
      onDisk(`${signedXml.fileName}.p7m`, der),
      { name: 'C:\\Fatture\\nota-credito.xml.p7m', bytes: b64 },
    ]);
    expect(outcomes.map(summary)).toEqual([
      [plain.fileName, 'invoice', 'FT 128/2025'],
      [`${signedXml.fileName}.p7m`, 'invoice', '14/2025'],
      ['nota-credito.xml.p7m', 'invoice', 'NC-2025/0007'],
    ]);
    const [first, second, third] = outcomes as Array<Extract<FileOutcome, { kind: 'invoice' }>>;
    expect(first!.original).toEqual({
      fileName: plain.fileName,
      bytes: bytes(plain.xml),
      envelope: 'xml',
      sha256: createHash('sha256').update(plain.xml).digest('hex'),
    });
    expect(first!.signers).toEqual([]);
    expect(Buffer.from(second!.original.bytes).equals(Buffer.from(der))).toBe(true);
    expect(second!.original.envelope).toBe('p7m');
    expect(second!.signers.map((s) => [s.name, s.intact])).toEqual([['CONTI LAURA', true]]);
    expect(third!.file).toEqual({
      label: 'nota-credito.xml.p7m',
      upload: 'C:\\Fatture\\nota-credito.xml.p7m',
      fileName: 'nota-credito.xml.p7m',
    });
    expect(Buffer.from(third!.original.bytes).equals(Buffer.from(b64))).toBe(true);
  });

  it('refuses each hostile or wrong file on its own and goes on with the next', async () => {
    const good = scenarios.splitPaymentInvoice();
    const outcomes = await readAll([
      onDisk(hostile.entityExpansion().fileName, hostile.entityExpansion().bytes),
      onDisk(hostile.truncated().fileName, hostile.truncated().bytes),
      onDisk(hostile.wrongRoot().fileName, hostile.wrongRoot().bytes),
      onDisk(hostile.pdfRenamedXml().fileName, hostile.pdfRenamedXml().bytes),
      onDisk(hostile.binaryRenamedXml().fileName, hostile.binaryRenamedXml().bytes),
      onDisk(hostile.missingNumber().fileName, hostile.missingNumber().bytes),
      onDisk('falso.xml.p7m', 'questo non è firmato'),
      onDisk('scansione.pdf', scenarios.SAMPLE_PDF),
      onDisk(scenarios.dollarInvoice().fileName, scenarios.dollarInvoice().xml),
      onDisk(good.fileName, good.xml),
    ]);
    expect(outcomes.map((o) => (o.kind === 'error' ? o.error.code : o.kind))).toEqual([
      'forbidden-dtd',
      'truncated-xml',
      'not-fatturapa',
      'not-xml',
      'not-xml',
      'schema-invalid',
      'bad-signed-file',
      'unsupported-file',
      'unsupported-currency',
      'invoice',
    ]);
    for (const outcome of outcomes) {
      if (outcome.kind !== 'error') continue;
      // Plain Italian for a clerk: no paths, no stack, no English exception text.
      expect(outcome.error.message).not.toMatch(new RegExp(`${folder}|\\bat \\w|Error:|undefined|null`));
    }
  });

  it('recognises SdI metadata by name (_MT_, _metaDato) or by content, and does not report it as an error', async () => {
    const metadata = metadataFile('IT09345120159_00A1B.xml.p7m');
    const outcomes = await readAll([
      onDisk(metadata.path, metadata.content),
      onDisk('IT09345120159_00A1B.xml_metaDato.xml', metadata.content),
      onDisk('ricevuta.xml', metadata.content),
    ]);
    expect(outcomes.map(summary)).toEqual([
      ['IT09345120159_00A1B_MT_001.xml', 'metadata', 'MT'],
      ['IT09345120159_00A1B.xml_metaDato.xml', 'metadata', 'MT'],
      ['ricevuta.xml', 'metadata', null],
    ]);
  });

  it('refuses a file above the envelope limit without reading it, and an unreadable upload', async () => {
    const big = scenarios.stationeryInvoice();
    const outcomes = await readAll(
      [onDisk(big.fileName, big.xml), { name: 'sparito.xml', path: path.join(folder, 'does-not-exist.xml') }],
      { limits: { maxEnvelopeBytes: 1024 } },
    );
    expect(outcomes.map((o) => (o.kind === 'error' ? o.error : o.kind))).toEqual([
      {
        code: 'file-too-large',
        message: expect.stringMatching(
          /^File troppo grande: supera il limite di 1 KB per una fattura \(è di \d+ KB\)$/,
        ),
      },
      { code: 'unreadable', message: 'Il file caricato non può essere letto' },
    ]);
  });

  it('turns an unexpected failure into a generic refusal and hands the cause to onInternalError', async () => {
    const causes: unknown[] = [];
    const broken = {
      name: 'x.xml',
      get bytes(): Uint8Array {
        throw new Error('disk on fire');
      },
    };
    const outcomes = await readAll([broken], { onInternalError: (cause) => causes.push(cause) });
    expect(outcomes.map((o) => (o.kind === 'error' ? o.error : o.kind))).toEqual([
      { code: 'internal', message: 'Errore imprevisto nella lettura del file: il file non è stato importato' },
    ]);
    expect(String(causes[0])).toContain('disk on fire');
  });

  it('reads a stored original again (readEInvoiceBytes): the same document, attachments included', async () => {
    const fixture = scenarios.pdfAttachmentInvoice();
    const der = await signCades(bytes(fixture.xml), signer);
    const outcome = await readEInvoiceBytes(`${fixture.fileName}.p7m`, der);
    if (outcome.kind !== 'invoice') throw new Error(JSON.stringify(outcome));
    expect(outcome.document.bodies[0]!.attachments[0]!.name).toBe('RE-2025-00417.pdf');
    expect(outcome.signers[0]!.name).toBe('CONTI LAURA');
  });
});
