import { EInvoiceReadError, formatSize } from './errors.ts';
import { firstSignificantByte } from './file-kinds.ts';
import type { EInvoiceLimits } from './limits.ts';

/** Encodings libxml2 decodes itself and that keep markup in ASCII bytes (so the scan below sees it). */
const ENCODINGS = new Set([
  'utf-8',
  'utf8',
  'iso-8859-1',
  'iso-8859-15',
  'latin1',
  'windows-1252',
  'us-ascii',
  'ascii',
]);

/**
 * The checks made on an XML's bytes before any parser sees them. Whatever a parser would do with
 * a DTD (entity expansion, external fetches), it never gets the chance: a FatturaPA has no DOCTYPE,
 * so any declaration is refused outright, wherever it appears.
 */
export function assertSafeXml(bytes: Uint8Array, limits: EInvoiceLimits): void {
  if (bytes.length > limits.maxXmlBytes) {
    throw new EInvoiceReadError(
      'file-too-large',
      `File troppo grande: l'XML della fattura supera il limite di ${formatSize(limits.maxXmlBytes)} (è di ${formatSize(bytes.length)})`,
    );
  }
  const start = firstSignificantByte(bytes);
  if (start >= bytes.length) throw new EInvoiceReadError('not-xml', 'Il file è vuoto');
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe)) {
    throw new EInvoiceReadError(
      'unsupported-encoding',
      'Codifica del file non supportata (UTF-16): la fattura elettronica deve essere codificata in UTF-8',
    );
  }
  // A NUL byte never occurs in UTF-8 or Latin-1 text: the file is binary (or UTF-16 without a mark).
  if (bytes[start] !== 0x3c || Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(0)) {
    throw new EInvoiceReadError('not-xml', 'Il file non è un XML: il contenuto non è una fattura elettronica');
  }
  // Latin-1 maps every byte to one character, so the markup is found whatever the real encoding.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(text)) {
    throw new EInvoiceReadError(
      'forbidden-dtd',
      'File rifiutato: contiene una dichiarazione DOCTYPE o ENTITY, non ammessa in una fattura elettronica',
    );
  }
  const declared = /^<\?xml[^>]*?\sencoding\s*=\s*["']([^"']+)["']/.exec(text.slice(start, start + 200));
  if (declared && !ENCODINGS.has(declared[1]!.toLowerCase())) {
    throw new EInvoiceReadError(
      'unsupported-encoding',
      `Codifica del file non supportata (${declared[1]!.slice(0, 30)}): la fattura elettronica deve essere codificata in UTF-8`,
    );
  }
}
