import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSigner, signCades } from '../../../../tests/fixtures/fatturapa/p7m.ts';
import { readAll } from '../../../../tests/fixtures/fatturapa/read-uploads.ts';
import * as scenarios from '../../../../tests/fixtures/fatturapa/scenarios.ts';
import {
  bombItem,
  buildZip,
  forgeDeclaredSizes,
  manyEntryItems,
  metadataFile,
  writeZip,
  type ZipItem,
} from '../../../../tests/fixtures/fatturapa/zip.ts';
import { readEInvoiceUploads, type FileOutcome, type UploadedFile } from './einvoice-reader.ts';
import { EINVOICE_LIMITS } from './limits.ts';
import { inflateCounted, zipEntries } from './zip-entries.ts';
import type { EInvoiceReadError } from './errors.ts';

let folder: string;
beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'einvoice-zip-'));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

async function zipOnDisk(name: string, items: ZipItem[]): Promise<UploadedFile> {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.zip`);
  await writeZip(file, items);
  return { name, path: file };
}

const summary = (outcome: FileOutcome) =>
  outcome.kind === 'invoice'
    ? [outcome.file.label, 'invoice']
    : outcome.kind === 'metadata'
      ? [outcome.file.label, 'metadata']
      : [outcome.file.label, outcome.error.code];

/** Descriptors this process holds open on one file (other handles, e.g. a lazily loaded library, don't count). */
const openHandlesOn = (file: string) =>
  fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false; // closed between the listing and the read
    }
  }).length;

describe('ZIP batches', () => {
  it('reads invoices in nested folders, signed or not, skips SdI metadata and OS leftovers, refuses the rest one by one', async () => {
    const signer = await createTestSigner({ givenName: 'Mario', surname: 'Rossi', fiscalCode: 'RSSMRA80A01H501U' });
    const plain = scenarios.instalmentsInvoice();
    const signed = scenarios.zeroRateInvoice();
    const der = await signCades(Buffer.from(signed.xml), signer);
    const upload = await zipOnDisk('fatture-marzo.zip', [
      { path: `2025/03/${plain.fileName}`, content: plain.xml },
      { ...metadataFile(plain.fileName), path: `2025/03/${metadataFile(plain.fileName).path}` },
      { path: `2025/03/firmate/${signed.fileName}.p7m`, content: der },
      { path: '__MACOSX/2025/._x.xml', content: 'junk' },
      { path: '2025/.DS_Store', content: 'junk' },
      { path: '2025/03/copia.pdf', content: scenarios.SAMPLE_PDF },
      { path: '2025/03/vecchio.zip', content: await buildZip([{ path: 'a.xml', content: plain.xml }]) },
      { path: '2025/03/troncata.xml', content: plain.xml.slice(0, 400) },
    ]);
    const outcomes = await readAll([upload]);
    expect(outcomes.map(summary)).toEqual([
      [`fatture-marzo.zip/2025/03/${plain.fileName}`, 'invoice'],
      [`fatture-marzo.zip/2025/03/${plain.fileName.replace('.xml', '_MT_001.xml')}`, 'metadata'],
      [`fatture-marzo.zip/2025/03/firmate/${signed.fileName}.p7m`, 'invoice'],
      ['fatture-marzo.zip/2025/03/copia.pdf', 'unsupported-file'],
      ['fatture-marzo.zip/2025/03/vecchio.zip', 'unsupported-file'],
      ['fatture-marzo.zip/2025/03/troncata.xml', 'truncated-xml'],
    ]);
    const [first, , third] = outcomes as Array<Extract<FileOutcome, { kind: 'invoice' }>>;
    expect(first!.file).toEqual({
      label: `fatture-marzo.zip/2025/03/${plain.fileName}`,
      upload: 'fatture-marzo.zip',
      entryPath: `2025/03/${plain.fileName}`,
      fileName: plain.fileName,
    });
    // The legal original of an entry is the entry itself, under its own base name.
    expect(first!.original.fileName).toBe(plain.fileName);
    expect(Buffer.from(first!.original.bytes).toString('utf8')).toBe(plain.xml);
    expect(third!.original).toMatchObject({ fileName: `${signed.fileName}.p7m`, envelope: 'p7m' });
    expect(Buffer.from(third!.original.bytes).equals(Buffer.from(der))).toBe(true);
    expect(third!.signers[0]!.name).toBe('ROSSI MARIO');
  });

  it('reads a ZIP given in memory too, and says so when it holds nothing to import', async () => {
    const fixture = scenarios.batchWithTwoBodies();
    const outcomes = await readAll([
      { name: 'lotto.zip', bytes: await buildZip([{ path: fixture.fileName, content: fixture.xml }]) },
      { name: 'vuoto.zip', bytes: await buildZip([{ path: '.DS_Store', content: 'x' }]) },
    ]);
    expect(outcomes.map(summary)).toEqual([
      [`lotto.zip/${fixture.fileName}`, 'invoice'],
      ['vuoto.zip', 'unsupported-file'],
    ]);
    expect(outcomes[1]).toMatchObject({ error: { message: "L'archivio ZIP non contiene file da importare" } });
  });

  it('refuses a ZIP bomb as a whole before inflating it', async () => {
    const fixture = scenarios.stationeryInvoice();
    const upload = await zipOnDisk('bomba.zip', [{ path: fixture.fileName, content: fixture.xml }, bombItem(4)]);
    expect(await readAll([upload])).toEqual([
      {
        kind: 'error',
        file: { label: 'bomba.zip', upload: 'bomba.zip', fileName: 'bomba.zip' },
        error: {
          code: 'zip-bomb',
          message:
            "Archivio ZIP rifiutato: 'IT01234567890_BOMB1.xml' ha un rapporto di compressione anomalo, tipico di un archivio malevolo (ZIP bomb)",
        },
      },
    ]);
  });

  it('counts the bytes that really come out: a ZIP lying about its sizes is refused as a bomb while it inflates', async () => {
    const fixture = scenarios.stationeryInvoice();
    const honest = await buildZip([{ path: fixture.fileName, content: fixture.xml }, bombItem(3)]);
    const forged = forgeDeclaredSizes(honest, 2000);
    const outcomes = await readAll([{ name: 'bugiardo.zip', bytes: forged }]);
    // The first entry also "declares" 2,000 bytes but really holds more: the lie is caught at once.
    expect(outcomes.map(summary)).toEqual([['bugiardo.zip', 'zip-bomb']]);
  });

  it('stops inflating at the real byte count, whatever the archive declares', async () => {
    const zeros = async function* (megabytes: number) {
      for (let i = 0; i < megabytes * 16; i++) yield new Uint8Array(64 * 1024);
    };
    const read = (
      megabytes: number,
      entry: Partial<{ compressedSize: number; maxBytes: number }>,
      budget = { inflated: 0 },
    ) =>
      inflateCounted(
        zeros(megabytes),
        { entryPath: 'x.xml', compressedSize: 1_000_000, maxBytes: 8 << 20, ...entry },
        budget,
        EINVOICE_LIMITS,
      ).then(
        (bytes) => bytes.byteLength,
        (error: EInvoiceReadError) => error.code,
      );
    expect(await read(2, {})).toBe(2 << 20);
    // 2 MB out of 2 KB compressed: stopped at the ratio as soon as it passes 1 MB.
    expect(await read(2, { compressedSize: 2000 })).toBe('zip-bomb');
    expect(await read(3, { maxBytes: 1 << 20 })).toBe('file-too-large');
    // The archive's budget is shared by its entries.
    expect(await read(2, {}, { inflated: (200 << 20) - (1 << 20) })).toBe('zip-too-large');
  });

  it('refuses more than 2,000 entries, and a ZIP above its uncompressed total, as a whole', async () => {
    const many = await zipOnDisk('tanti.zip', manyEntryItems(2001));
    expect(await readAll([many])).toEqual([
      {
        kind: 'error',
        file: { label: 'tanti.zip', upload: 'tanti.zip', fileName: 'tanti.zip' },
        error: {
          code: 'zip-too-many-entries',
          message: 'Archivio ZIP con troppi file: supera il limite di 2.000 (ne contiene 2.001)',
        },
      },
    ]);
    const items = Object.values(scenarios.allValidFixtures()).map((f) => ({ path: f.fileName, content: f.xml }));
    const big = await zipOnDisk('grande.zip', items);
    const outcomes = await readAll([big], { limits: { maxZipUncompressedBytes: 20 * 1024 } });
    expect(outcomes.map(summary)).toEqual([['grande.zip', 'zip-too-large']]);
    expect(outcomes[0]).toMatchObject({
      error: {
        message: expect.stringMatching(
          /^Archivio ZIP troppo grande: supera il limite di 20 KB non compressi \(ne contiene \d+ KB\)$/,
        ),
      },
    });
  });

  it('refuses one entry above the file limit without stopping the others', async () => {
    const small = scenarios.creditNote();
    const large = scenarios.pdfAttachmentInvoice();
    const upload = await zipOnDisk('misto.zip', [
      { path: large.fileName, content: large.xml },
      { path: small.fileName, content: small.xml },
    ]);
    const limit = Buffer.byteLength(small.xml) + 10;
    const outcomes = await readAll([upload], { limits: { maxEnvelopeBytes: limit } });
    expect(outcomes.map(summary)).toEqual([
      [`misto.zip/${large.fileName}`, 'file-too-large'],
      [`misto.zip/${small.fileName}`, 'invoice'],
    ]);
  });

  it('refuses an encrypted entry and a file that only looks like a ZIP', async () => {
    const fixture = scenarios.creditNote();
    const zip = await buildZip([{ path: fixture.fileName, content: fixture.xml }]);
    // Set the "encrypted" flag (general purpose bit 0) in the central directory entry.
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt16LE(zip.readUInt16LE(central + 8) | 1, central + 8);
    const outcomes = await readAll([
      { name: 'cifrato.zip', bytes: zip },
      { name: 'finto.zip', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]) },
    ]);
    expect(outcomes.map((o) => (o.kind === 'error' ? [o.file.label, o.error.message] : o.kind))).toEqual([
      [`cifrato.zip/${fixture.fileName}`, "File cifrato nell'archivio ZIP: non può essere letto"],
      ['finto.zip', 'Il file non è un archivio ZIP leggibile (danneggiato o incompleto)'],
    ]);
  });

  it('reads entries only as they are asked for, and closes the archive when the reader stops early', async () => {
    const items = Array.from({ length: 30 }, () => {
      const fixture = scenarios.stationeryInvoice();
      return { path: fixture.fileName, content: fixture.xml };
    });
    const upload = (await zipOnDisk('lotto.zip', items)) as { name: string; path: string };
    const archive = fs.realpathSync(upload.path);
    let read = 0;
    for await (const outcome of readEInvoiceUploads([upload])) {
      expect(outcome.kind).toBe('invoice');
      if (++read === 3) {
        expect(openHandlesOn(archive)).toBe(1);
        break;
      }
    }
    expect(openHandlesOn(archive)).toBe(0);
    // And when the entries are walked to the end.
    let entries = 0;
    for await (const entry of zipEntries(upload, EINVOICE_LIMITS)) entries += entry.entryPath ? 1 : 0;
    expect(entries).toBe(30);
    expect(openHandlesOn(archive)).toBe(0);
  });
});
