/** What the reader refuses, in bytes and counts (issue 14, "not hostile"). */
export interface EInvoiceLimits {
  /** The XML of one invoice file (the content of a .p7m counts, not the envelope). */
  maxXmlBytes: number;
  /**
   * A .p7m envelope: the XML may be base64-encoded inside it (x 4/3) beside its certificates, so
   * this is larger than maxXmlBytes; the XML inside is still held to maxXmlBytes.
   */
  maxEnvelopeBytes: number;
  /** All entries of a ZIP together, uncompressed (as declared, and as actually inflated). */
  maxZipUncompressedBytes: number;
  /** Entries of a ZIP (folders included). */
  maxZipEntries: number;
  /** A ZIP entry inflating to more than this many times its compressed size is a bomb... */
  maxCompressionRatio: number;
  /** ...once it is past this size: small files of repeated text legitimately compress very well. */
  compressionRatioFloorBytes: number;
}

const MB = 1024 * 1024;

export const EINVOICE_LIMITS: EInvoiceLimits = {
  maxXmlBytes: 5 * MB,
  maxEnvelopeBytes: 8 * MB,
  maxZipUncompressedBytes: 200 * MB,
  maxZipEntries: 2000,
  // FatturaPA XML compresses 5-20:1 and an embedded PDF barely; 100:1 past 1 MB is only reached by
  // repeated filler, which is what a bomb is made of.
  maxCompressionRatio: 100,
  compressionRatioFloorBytes: 1 * MB,
};
