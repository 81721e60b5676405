/** What a file is, from its first bytes (never from the client's MIME type) and from its name. */
export type ContentKind = 'zip' | 'xml' | 'p7m-der' | 'p7m-base64' | 'pdf' | 'unknown';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, i) => bytes[at + i] === byte);
}

/** Index of the first byte that is not XML white space (after a UTF-8 byte order mark). */
export function firstSignificantByte(bytes: Uint8Array): number {
  let i = startsWith(bytes, UTF8_BOM) ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  return i;
}

/**
 * The kind of a file's content. A DER SignedData starts with a SEQUENCE (0x30); its base64 form
 * with "MI" (0x30 0x8x as base64) or a PEM armour line; a ZIP with "PK\3\4" (or "PK\5\6" empty).
 */
export function sniffContent(bytes: Uint8Array): ContentKind {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (bytes[0] === 0x30 && bytes.length > 1 && (bytes[1]! & 0x80) !== 0) return 'p7m-der';
  const at = firstSignificantByte(bytes);
  if (bytes[at] === 0x3c) return 'xml';
  // "-----BEGIN" of a PEM-armoured PKCS#7, or "MI" (a DER SEQUENCE with a long length, in base64)
  // followed by nothing but base64 and line breaks: "MILANO, 3 marzo" is text, not an envelope.
  if (startsWith(bytes, [0x2d, 0x2d, 0x2d, 0x2d, 0x2d, 0x42, 0x45, 0x47, 0x49, 0x4e], at)) return 'p7m-base64';
  if (bytes[at] === 0x4d && bytes[at + 1] === 0x49) {
    const head = Buffer.from(bytes.subarray(at, at + 256)).toString('latin1');
    if (/^[A-Za-z0-9+/=\r\n]+$/.test(head)) return 'p7m-base64';
  }
  return 'unknown';
}

/** The last part of a path, with either separator (a client may send "C:\\fatture\\x.xml"). */
export function baseName(path: string): string {
  const parts = path.split(/[\\/]/);
  return parts[parts.length - 1] || path;
}

/**
 * An SdI file that travels beside invoices: "<sender>_<id>_<TYPE>_<nnn>.xml" with TYPE MT (metadata),
 * RC (delivery receipt), NS (rejection), MC (failed delivery), NE (outcome), EC (customer's outcome),
 * SE (outcome rejection), DT (expiry of terms), AT (transmission certificate); and the Agenzia delle
 * Entrate portal's bulk download names its metadata "<invoice file>_metaDato.xml".
 * Returns the type, or null when the name is not one of those.
 */
export function sdiFileType(fileName: string): string | null {
  const match = /_(MT|RC|NS|MC|NE|EC|SE|DT|AT)_[A-Za-z0-9]{3}\.xml(\.p7m)?$/i.exec(fileName);
  if (match) return match[1]!.toUpperCase();
  if (/_metadato\.xml$/i.test(fileName)) return 'MT';
  return null;
}

/** Folders and operating-system leftovers inside a ZIP that nobody meant to upload. */
export function isZipJunk(entryPath: string): boolean {
  const name = baseName(entryPath);
  return (
    entryPath.endsWith('/') ||
    entryPath.startsWith('__MACOSX/') ||
    name.startsWith('.') ||
    name.toLowerCase() === 'thumbs.db' ||
    name.toLowerCase() === 'desktop.ini'
  );
}

/** A ZIP entry worth inflating as a possible invoice: by its name, before reading any byte of it. */
export function entryKindByName(fileName: string): 'invoice' | 'zip' | 'other' {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xml') || lower.endsWith('.p7m')) return 'invoice';
  if (lower.endsWith('.zip')) return 'zip';
  return 'other';
}
