import yauzl from 'yauzl';
import { EInvoiceReadError, formatCount, formatSize } from './errors.ts';
import type { EInvoiceLimits } from './limits.ts';
import type { EInvoiceErrorCode } from './types.ts';

/** One entry of an archive, not inflated until read() is called. */
export interface ZipEntryHandle {
  /** The path inside the archive ("folder/IT01234567890_00001.xml"). */
  entryPath: string;
  /**
   * Inflates the entry, counting the bytes that actually come out (not the sizes the archive
   * declares): refuses past maxBytes, past the archive's total, or at a ratio typical of a bomb.
   */
  read(maxBytes: number): Promise<Uint8Array>;
}

/**
 * Errors of read() that condemn the whole archive (the reader stops reading it); any other error of
 * read() concerns that entry only. Errors thrown by the generator itself are always the archive's.
 */
export const ARCHIVE_ERRORS: ReadonlySet<EInvoiceErrorCode> = new Set(['zip-bomb', 'zip-too-large']);

const OPTIONS: yauzl.Options = {
  lazyEntries: true,
  // Entries are read after the central directory is checked, so the file must stay open.
  autoClose: false,
  decodeStrings: true,
  // yauzl's own check that inflated bytes match the declared size, on top of the counts below.
  validateEntrySizes: true,
  strictFileNames: false,
};

function bombError(entryPath: string): EInvoiceReadError {
  return new EInvoiceReadError(
    'zip-bomb',
    `Archivio ZIP rifiutato: '${entryPath.slice(0, 100)}' ha un rapporto di compressione anomalo, tipico di un archivio malevolo (ZIP bomb)`,
  );
}

const tooLargeError = (bytes: number, limits: EInvoiceLimits) =>
  new EInvoiceReadError(
    'zip-too-large',
    `Archivio ZIP troppo grande: supera il limite di ${formatSize(limits.maxZipUncompressedBytes)} non compressi (ne contiene ${formatSize(bytes)})`,
  );

const invalidArchive = () =>
  new EInvoiceReadError('zip-invalid', 'Il file non è un archivio ZIP leggibile (danneggiato o incompleto)');

const isBomb = (inflated: number, compressed: number, limits: EInvoiceLimits) =>
  inflated > limits.compressionRatioFloorBytes && inflated > compressed * limits.maxCompressionRatio;

async function open(source: { path: string } | { bytes: Uint8Array }): Promise<yauzl.ZipFile> {
  try {
    return 'path' in source
      ? await yauzl.openPromise(source.path, OPTIONS)
      : await yauzl.fromBufferPromise(
          Buffer.from(source.bytes.buffer, source.bytes.byteOffset, source.bytes.byteLength),
          OPTIONS,
        );
  } catch {
    throw invalidArchive();
  }
}

/**
 * The entries of a ZIP, one at a time, read from disk (random access through the central
 * directory, so the archive is never loaded whole). The central directory is checked first: entry
 * count, declared total size and each entry's declared ratio; an archive failing these is refused
 * before any byte is inflated. Throws EInvoiceReadError; always closes the file, also when the
 * consumer stops early.
 */
export async function* zipEntries(
  source: { path: string } | { bytes: Uint8Array },
  limits: EInvoiceLimits,
): AsyncGenerator<ZipEntryHandle> {
  const zip = await open(source);
  try {
    if (zip.entryCount > limits.maxZipEntries) throw tooManyEntries(zip.entryCount, limits);
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    try {
      // Metadata only (names and sizes): up to maxZipEntries small objects, no content.
      for await (const entry of zip.eachEntry()) {
        entries.push(entry);
        declared += entry.uncompressedSize;
        if (entries.length > limits.maxZipEntries) throw tooManyEntries(entries.length, limits);
        if (isBomb(entry.uncompressedSize, entry.compressedSize, limits)) throw bombError(entry.fileName);
      }
    } catch (error) {
      if (error instanceof EInvoiceReadError) throw error;
      throw invalidArchive();
    }
    if (declared > limits.maxZipUncompressedBytes) throw tooLargeError(declared, limits);

    const budget = { inflated: 0 };
    for (const entry of entries) {
      yield {
        entryPath: entry.fileName,
        read: async (maxBytes) => {
          if (entry.isEncrypted()) {
            throw new EInvoiceReadError('zip-encrypted', "File cifrato nell'archivio ZIP: non può essere letto");
          }
          if (entry.uncompressedSize > maxBytes) throw entryTooLarge(entry.uncompressedSize, maxBytes);
          let stream: NodeJS.ReadableStream | null = null;
          try {
            stream = await zip.openReadStreamPromise(entry);
            const meta = { entryPath: entry.fileName, compressedSize: entry.compressedSize, maxBytes };
            return await inflateCounted(stream as AsyncIterable<Buffer>, meta, budget, limits);
          } catch (error) {
            (stream as { destroy?: () => void } | null)?.destroy?.();
            if (error instanceof EInvoiceReadError) throw error;
            // More bytes than the central directory declares: sizes forged to slip past the checks.
            if (/too many bytes/i.test(String((error as Error)?.message))) throw bombError(entry.fileName);
            throw new EInvoiceReadError('zip-invalid', "File danneggiato nell'archivio ZIP: non può essere estratto");
          }
        },
      };
    }
  } finally {
    if ('path' in source) await closed(zip);
    else zip.close(); // a buffer: no descriptor to wait for (yauzl emits no 'close' then)
  }
}

/**
 * yauzl's close() only drops a reference; the descriptor is closed a moment later. Waiting for it
 * means a finished import holds no file open (a batch of uploads would otherwise pile descriptors up).
 * The timer is a guard: a read stream the consumer still holds delays the close until it ends.
 */
function closed(zip: yauzl.ZipFile): Promise<void> {
  if (!zip.isOpen) return Promise.resolve();
  return new Promise((resolve) => {
    const guard = setTimeout(resolve, 1000);
    guard.unref();
    zip.once('close', () => {
      clearTimeout(guard);
      resolve();
    });
    zip.close();
  });
}

const tooManyEntries = (count: number, limits: EInvoiceLimits) =>
  new EInvoiceReadError(
    'zip-too-many-entries',
    `Archivio ZIP con troppi file: supera il limite di ${formatCount(limits.maxZipEntries)} (ne contiene ${formatCount(count)})`,
  );

const entryTooLarge = (bytes: number, maxBytes: number) =>
  new EInvoiceReadError(
    'file-too-large',
    `File troppo grande: supera il limite di ${formatSize(maxBytes)} per una fattura (è di ${formatSize(bytes)})`,
  );

/**
 * Collects an entry's inflated bytes, counting what actually comes out: past maxBytes the entry is
 * refused, past the archive's budget or at a bomb's ratio the whole archive is. The sizes the
 * archive declares are not trusted here (yauzl also checks them against the real count).
 */
export async function inflateCounted(
  stream: AsyncIterable<Uint8Array>,
  entry: { entryPath: string; compressedSize: number; maxBytes: number },
  budget: { inflated: number },
  limits: EInvoiceLimits,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    budget.inflated += chunk.byteLength;
    if (isBomb(size, entry.compressedSize, limits)) throw bombError(entry.entryPath);
    if (budget.inflated > limits.maxZipUncompressedBytes) throw tooLargeError(budget.inflated, limits);
    if (size > entry.maxBytes) throw entryTooLarge(size, entry.maxBytes);
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}
