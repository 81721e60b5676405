/**
 * The FatturaPA reader (issue 14): the one entry point of this folder. It turns uploaded files
 * (plain .xml, signed .xml.p7m, .zip batches of them) into one outcome per file: an invoice
 * document with its original bytes, an SdI metadata file, or a refusal in Italian. Pure: no
 * database, no HTTP, nothing written anywhere.
 *
 *   for await (const outcome of readEInvoiceUploads(files)) {
 *     if (outcome.kind === 'invoice') ... outcome.document.bodies ... outcome.original.bytes
 *     else if (outcome.kind === 'error') report(outcome.file.label, outcome.error.message)
 *   }
 *
 * Files are read one at a time, in order, and a ZIP entry only when the consumer asks for the next
 * outcome, so memory stays bounded by one invoice file whatever the batch size.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { EInvoiceReadError, formatSize } from './errors.ts';
import { documentOf } from './fatturapa-document.ts';
import { readFatturaPAXml } from './fatturapa-xml.ts';
import { baseName, entryKindByName, isZipJunk, sdiFileType, sniffContent } from './file-kinds.ts';
import { EINVOICE_LIMITS, type EInvoiceLimits } from './limits.ts';
import type { FileOutcome, FileRef, OriginalFile, Signer, UploadedFile } from './types.ts';
import { assertSafeXml } from './xml-safety.ts';
import { ARCHIVE_ERRORS, zipEntries } from './zip-entries.ts';

export type * from './types.ts';
export { EINVOICE_LIMITS, type EInvoiceLimits } from './limits.ts';
export { loadFatturaPASchema } from './fatturapa-xml.ts';

export interface ReadOptions {
  /** Other limits than EINVOICE_LIMITS (5 MB XML, 200 MB / 2,000 entries per ZIP, 100:1), e.g. in tests. */
  limits?: Partial<EInvoiceLimits>;
  /**
   * Called with the cause when a file is refused with code 'internal' (an unexpected failure of
   * the reader): the outcome carries only a generic Italian message, the cause belongs in a log.
   */
  onInternalError?: (error: unknown, file: FileRef) => void;
}

const UNSUPPORTED = 'sono accettati file .xml, .xml.p7m e .zip';

/**
 * Reads uploaded files into one outcome per invoice file, metadata file or refusal (a ZIP gives
 * one per entry, or a single refusal for the whole archive). Never throws for a file's content:
 * every problem is an outcome of kind 'error', and the next file is still read.
 *
 * A ZIP is checked as a whole before its first entry is yielded (entry count, declared sizes and
 * ratios). Only a ZIP whose declared sizes lie is caught later, while an entry inflates: then its
 * refusal (file = the ZIP) comes after the outcomes of the entries before it, which were read in
 * full and stand on their own.
 */
export async function* readEInvoiceUploads(
  files: Iterable<UploadedFile> | AsyncIterable<UploadedFile>,
  options: ReadOptions = {},
): AsyncGenerator<FileOutcome, void, undefined> {
  const reader = new Reader(options);
  for await (const file of files) yield* reader.upload(file);
}

/**
 * Reads one invoice file already in memory (.xml or .p7m, not a ZIP): e.g. a stored original, to
 * render it again or to take an attachment out of it.
 */
export function readEInvoiceBytes(
  fileName: string,
  bytes: Uint8Array,
  options: ReadOptions = {},
): Promise<FileOutcome> {
  const name = baseName(fileName);
  return new Reader(options).single({ label: name, upload: fileName, fileName: name }, bytes);
}

class Reader {
  private readonly limits: EInvoiceLimits;

  constructor(private readonly options: ReadOptions) {
    this.limits = { ...EINVOICE_LIMITS, ...options.limits };
  }

  async *upload(file: UploadedFile): AsyncGenerator<FileOutcome, void, undefined> {
    const fileName = baseName(file.name);
    const ref: FileRef = { label: fileName, upload: file.name, fileName };
    let bytes: Uint8Array;
    try {
      if ('path' in file) {
        const head = await readHead(file.path);
        if (sniffContent(head.bytes) === 'zip') return yield* this.zip(ref, { path: file.path });
        this.assertEnvelopeSize(head.size);
        bytes = await fs.readFile(file.path).then(
          (content) => new Uint8Array(content.buffer, content.byteOffset, content.byteLength),
          () => Promise.reject(new EInvoiceReadError('unreadable', 'Il file caricato non può essere letto')),
        );
      } else {
        if (sniffContent(file.bytes) === 'zip') return yield* this.zip(ref, { bytes: file.bytes });
        this.assertEnvelopeSize(file.bytes.byteLength);
        bytes = file.bytes;
      }
    } catch (error) {
      yield this.refusal(ref, error);
      return;
    }
    yield await this.single(ref, bytes);
  }

  private async *zip(ref: FileRef, source: { path: string } | { bytes: Uint8Array }): AsyncGenerator<FileOutcome> {
    let count = 0;
    try {
      for await (const entry of zipEntries(source, this.limits)) {
        if (isZipJunk(entry.entryPath)) continue;
        const fileName = baseName(entry.entryPath);
        const entryRef: FileRef = {
          label: `${ref.label}/${entry.entryPath}`,
          upload: ref.upload,
          entryPath: entry.entryPath,
          fileName,
        };
        count++;
        const sdiType = sdiFileType(fileName);
        if (sdiType) {
          yield { kind: 'metadata', file: entryRef, sdiType };
          continue;
        }
        const byName = entryKindByName(fileName);
        if (byName !== 'invoice') {
          const what =
            byName === 'zip'
              ? 'è un archivio ZIP dentro un altro archivio (va estratto e caricato a parte)'
              : 'non è una fattura elettronica';
          yield this.refusal(
            entryRef,
            new EInvoiceReadError('unsupported-file', `File non importato: ${what}; ${UNSUPPORTED}`),
          );
          continue;
        }
        let bytes: Uint8Array;
        try {
          bytes = await entry.read(this.limits.maxEnvelopeBytes);
        } catch (error) {
          if (error instanceof EInvoiceReadError && ARCHIVE_ERRORS.has(error.code)) {
            yield this.refusal(ref, error);
            return;
          }
          yield this.refusal(entryRef, error);
          continue;
        }
        yield await this.single(entryRef, bytes);
      }
    } catch (error) {
      yield this.refusal(ref, error);
      return;
    }
    if (count === 0) {
      yield this.refusal(
        ref,
        new EInvoiceReadError('unsupported-file', "L'archivio ZIP non contiene file da importare"),
      );
    }
  }

  /** One .xml or .p7m file, whole in memory. */
  async single(ref: FileRef, bytes: Uint8Array): Promise<FileOutcome> {
    try {
      const sdiType = sdiFileType(ref.fileName);
      if (sdiType) return { kind: 'metadata', file: ref, sdiType };
      const kind = sniffContent(bytes);
      let xml = bytes;
      let signers: Signer[] = [];
      let envelope: OriginalFile['envelope'] = 'xml';
      if (kind === 'p7m-der' || kind === 'p7m-base64') {
        // pkijs loads with the first signed file, not with the server (docs/decisions.md, lazy libraries).
        const { openSignedEnvelope } = await import('./cades.ts');
        ({ content: xml, signers } = await openSignedEnvelope(bytes, this.limits));
        envelope = 'p7m';
      } else if (kind !== 'xml') {
        throw notAnInvoice(ref.fileName, kind);
      }
      assertSafeXml(xml, this.limits);
      const read = await readFatturaPAXml(xml);
      if (read.kind === 'sdi-message') return { kind: 'metadata', file: ref, sdiType: null };
      const document = documentOf(read.tree);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return {
        kind: 'invoice',
        file: ref,
        original: { fileName: ref.fileName, bytes, envelope, sha256 },
        signers,
        document,
      };
    } catch (error) {
      return this.refusal(ref, error);
    }
  }

  private assertEnvelopeSize(size: number): void {
    if (size > this.limits.maxEnvelopeBytes) {
      throw new EInvoiceReadError(
        'file-too-large',
        `File troppo grande: supera il limite di ${formatSize(this.limits.maxEnvelopeBytes)} per una fattura (è di ${formatSize(size)})`,
      );
    }
  }

  private refusal(file: FileRef, error: unknown): FileOutcome {
    if (error instanceof EInvoiceReadError) return { kind: 'error', file, error: error.toJSON() };
    this.options.onInternalError?.(error, file);
    return {
      kind: 'error',
      file,
      error: { code: 'internal', message: 'Errore imprevisto nella lettura del file: il file non è stato importato' },
    };
  }
}

function notAnInvoice(fileName: string, kind: string): EInvoiceReadError {
  const lower = fileName.toLowerCase();
  if (kind === 'pdf') {
    return lower.endsWith('.xml') || lower.endsWith('.p7m')
      ? new EInvoiceReadError('not-xml', 'Il file è un PDF con il nome di una fattura elettronica: serve il file XML')
      : new EInvoiceReadError('unsupported-file', `Il file è un PDF, non una fattura elettronica; ${UNSUPPORTED}`);
  }
  if (kind === 'zip') {
    return new EInvoiceReadError(
      'unsupported-file',
      'Archivio ZIP non ammesso in questo punto: va caricato come file a sé',
    );
  }
  if (lower.endsWith('.p7m')) {
    return new EInvoiceReadError('bad-signed-file', 'File firmato (.p7m) non leggibile: non è una busta CAdES/PKCS#7');
  }
  if (lower.endsWith('.xml')) {
    return new EInvoiceReadError('not-xml', 'Il file non è un XML: il contenuto non è una fattura elettronica');
  }
  return new EInvoiceReadError('unsupported-file', `Tipo di file non riconosciuto; ${UNSUPPORTED}`);
}

/** Size and first bytes of a file on disk: enough to tell a ZIP (streamed) from the rest. */
async function readHead(path: string): Promise<{ size: number; bytes: Uint8Array }> {
  let handle: fs.FileHandle | null = null;
  try {
    handle = await fs.open(path, 'r');
    const { size } = await handle.stat();
    const bytes = new Uint8Array(Math.min(size, 64));
    await handle.read(bytes, 0, bytes.length, 0);
    return { size, bytes };
  } catch {
    throw new EInvoiceReadError('unreadable', 'Il file caricato non può essere letto');
  } finally {
    await handle?.close();
  }
}
