import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { EInvoiceReadError, formatSize } from './errors.ts';
import { firstSignificantByte, sniffContent } from './file-kinds.ts';
import type { EInvoiceLimits } from './limits.ts';
import type { Signer } from './types.ts';

const SIGNED_DATA = '1.2.840.113549.1.7.2';
const SIGNING_TIME = '1.2.840.113549.1.9.5';
const OID = {
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  serialNumber: '2.5.4.5',
  organisation: '2.5.4.10',
  givenName: '2.5.4.42',
};
/** A file signed by several people one after the other is an envelope inside an envelope. */
const MAX_NESTING = 3;

const unreadable = (detail: string) =>
  new EInvoiceReadError('bad-signed-file', `File firmato (.p7m) non leggibile: ${detail}`);

/**
 * The DER of a .p7m: as is, or decoded from base64 (line breaks, blanks and a PEM armour allowed:
 * mail clients and some signing tools write it so).
 */
function derOf(bytes: Uint8Array): Uint8Array {
  const kind = sniffContent(bytes);
  if (kind === 'p7m-der') return bytes;
  if (kind !== 'p7m-base64') throw unreadable('non è una busta CAdES/PKCS#7 (né DER né base64)');
  const text = Buffer.from(bytes.subarray(firstSignificantByte(bytes)))
    .toString('latin1')
    .replace(/-----(BEGIN|END) [A-Z0-9 ]+-----/g, '')
    .replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw unreadable('il contenuto base64 contiene caratteri non validi');
  return new Uint8Array(Buffer.from(text, 'base64'));
}

const attributeValue = (name: pkijs.RelativeDistinguishedNames, type: string): string | null => {
  const found = name.typesAndValues.find((item) => item.type === type);
  const value = found?.value?.valueBlock?.value;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** The certificate a SignerInfo points at (issuer + serial number, or subject key identifier). */
function signerCertificate(signed: pkijs.SignedData, info: pkijs.SignerInfo): pkijs.Certificate | null {
  const certificates = (signed.certificates ?? []).filter(
    (item): item is pkijs.Certificate => item instanceof pkijs.Certificate,
  );
  if (info.sid instanceof pkijs.IssuerAndSerialNumber) {
    const { issuer, serialNumber } = info.sid;
    const match = certificates.find(
      (certificate) => certificate.issuer.isEqual(issuer) && certificate.serialNumber.isEqual(serialNumber),
    );
    if (match) return match;
  }
  // A subject key identifier, or a sid the envelope does not resolve: a single certificate is the signer's.
  return certificates.length === 1 ? certificates[0]! : null;
}

async function signerOf(signed: pkijs.SignedData, index: number): Promise<Signer> {
  const info = signed.signerInfos[index]!;
  const certificate = signerCertificate(signed, info);
  const subject = certificate?.subject;
  const person = subject
    ? [attributeValue(subject, OID.givenName), attributeValue(subject, OID.surname)].filter(Boolean).join(' ')
    : '';
  const name =
    (subject && attributeValue(subject, OID.commonName)) ||
    person ||
    (subject && attributeValue(subject, OID.organisation)) ||
    'Firmatario non indicato nel certificato';
  const time = info.signedAttrs?.attributes.find((attribute) => attribute.type === SIGNING_TIME)?.values[0];
  let intact = false;
  try {
    // Integrity only (digest of the content, signature with the carried certificate): no chain of
    // trust, no revocation list, no date check.
    intact = (await signed.verify({ signer: index, checkChain: false })) === true;
  } catch {
    intact = false;
  }
  return {
    name,
    serialNumber: subject ? attributeValue(subject, OID.serialNumber) : null,
    signingTime: time instanceof asn1js.UTCTime || time instanceof asn1js.GeneralizedTime ? time.toDate() : null,
    intact,
  };
}

function openOne(bytes: Uint8Array): pkijs.SignedData {
  const der = derOf(bytes);
  const parsed = asn1js.fromBER(der);
  if (parsed.offset === -1) throw unreadable('struttura ASN.1 danneggiata');
  try {
    const info = new pkijs.ContentInfo({ schema: parsed.result });
    if (info.contentType !== SIGNED_DATA) throw unreadable('non contiene dati firmati (SignedData)');
    return new pkijs.SignedData({ schema: info.content });
  } catch (error) {
    if (error instanceof EInvoiceReadError) throw error;
    throw unreadable('non è una busta CAdES/PKCS#7 valida');
  }
}

/**
 * Opens a CAdES envelope (.p7m, DER or base64): the XML it carries and who signed it, outermost
 * envelope first. The envelope itself is left untouched: the caller keeps the bytes as received.
 */
export async function openSignedEnvelope(
  bytes: Uint8Array,
  limits: EInvoiceLimits,
): Promise<{ content: Uint8Array; signers: Signer[] }> {
  const signers: Signer[] = [];
  let current = bytes;
  for (let depth = 0; depth < MAX_NESTING; depth++) {
    const signed = openOne(current);
    for (let index = 0; index < signed.signerInfos.length; index++) signers.push(await signerOf(signed, index));
    const content = signed.encapContentInfo.eContent;
    if (!content) throw unreadable('la busta non contiene il documento (firma separata dal file)');
    // getValue joins the pieces of a constructed (BER, streamed) OCTET STRING.
    current = new Uint8Array(content.getValue());
    if (current.byteLength > limits.maxXmlBytes) {
      throw new EInvoiceReadError(
        'file-too-large',
        `File troppo grande: l'XML firmato supera il limite di ${formatSize(limits.maxXmlBytes)} (è di ${formatSize(current.byteLength)})`,
      );
    }
    const inner = sniffContent(current);
    if (inner !== 'p7m-der' && inner !== 'p7m-base64') return { content: current, signers };
  }
  throw unreadable(`più di ${MAX_NESTING} buste firmate una dentro l'altra`);
}
