import * as asn1js from 'asn1js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  base64Envelope,
  createTestSigner,
  signCades,
  type TestSigner,
} from '../../../../tests/fixtures/fatturapa/p7m.ts';
import { stationeryInvoice } from '../../../../tests/fixtures/fatturapa/scenarios.ts';
import { openSignedEnvelope } from './cades.ts';
import { EInvoiceReadError } from './errors.ts';
import { EINVOICE_LIMITS } from './limits.ts';

const xml = new Uint8Array(Buffer.from(stationeryInvoice().xml, 'utf8'));
let signer: TestSigner;

beforeAll(async () => {
  signer = await createTestSigner({ givenName: 'Laura', surname: 'Conti', fiscalCode: 'CNTLRA78M52L219Z' });
});

async function refusal(bytes: Uint8Array): Promise<{ code: string; message: string }> {
  try {
    await openSignedEnvelope(bytes, EINVOICE_LIMITS);
  } catch (error) {
    if (error instanceof EInvoiceReadError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the envelope was opened');
}

/**
 * The same envelope re-encoded the way streaming signers (and `openssl cms -stream`) write it:
 * indefinite lengths and the content as a constructed OCTET STRING of 1,000-byte pieces.
 */
function streamed(der: Uint8Array): Uint8Array {
  const root = asn1js.fromBER(der).result as asn1js.Sequence;
  const explicit = root.valueBlock.value[1] as asn1js.Constructed;
  const signedData = explicit.valueBlock.value[0] as asn1js.Sequence;
  const encapsulated = signedData.valueBlock.value[2] as asn1js.Sequence;
  const wrapper = encapsulated.valueBlock.value[1] as asn1js.Constructed;
  const pieces: asn1js.OctetString[] = [];
  for (let at = 0; at < xml.length; at += 1000)
    pieces.push(new asn1js.OctetString({ valueHex: xml.slice(at, at + 1000) }));
  wrapper.valueBlock.value[0] = new asn1js.OctetString({
    idBlock: { isConstructed: true },
    lenBlock: { isIndefiniteForm: true },
    value: pieces,
  } as ConstructorParameters<typeof asn1js.OctetString>[0]);
  for (const node of [root, explicit, signedData, encapsulated, wrapper]) node.lenBlock.isIndefiniteForm = true;
  return new Uint8Array(root.toBER(false));
}

describe('openSignedEnvelope: CAdES .p7m', () => {
  it('takes the XML out of a DER envelope and names the signer from the certificate', async () => {
    const opened = await openSignedEnvelope(await signCades(xml, signer), EINVOICE_LIMITS);
    expect(Buffer.from(opened.content).equals(Buffer.from(xml))).toBe(true);
    expect(opened.signers).toEqual([
      {
        name: 'CONTI LAURA',
        serialNumber: 'TINIT-CNTLRA78M52L219Z',
        signingTime: new Date('2025-03-12T09:30:00Z'),
        intact: true,
      },
    ]);
  });

  it('reads the base64 form, with CRLF line breaks or a PEM armour', async () => {
    const der = await signCades(xml, signer);
    for (const bytes of [base64Envelope(der), base64Envelope(der, true)]) {
      const opened = await openSignedEnvelope(bytes, EINVOICE_LIMITS);
      expect(Buffer.from(opened.content).equals(Buffer.from(xml))).toBe(true);
      expect(opened.signers[0]!.intact).toBe(true);
    }
  });

  it('reads a streamed BER envelope (indefinite lengths, content in pieces)', async () => {
    const bytes = streamed(await signCades(xml, signer));
    expect(Array.from(bytes.subarray(0, 2))).toEqual([0x30, 0x80]);
    const opened = await openSignedEnvelope(bytes, EINVOICE_LIMITS);
    expect(Buffer.from(opened.content).equals(Buffer.from(xml))).toBe(true);
    expect(opened.signers[0]!.intact).toBe(true);
  });

  it('falls back to given name + surname when the certificate has no common name', async () => {
    const noCommonName = await createTestSigner({
      givenName: 'Mario',
      surname: 'Rossi',
      fiscalCode: 'RSSMRA80A01H501U',
      commonName: null,
    });
    const opened = await openSignedEnvelope(await signCades(xml, noCommonName), EINVOICE_LIMITS);
    expect(opened.signers[0]!.name).toBe('Mario Rossi');
  });

  it('opens an envelope signed twice (an envelope inside an envelope), outer signer first', async () => {
    const second = await createTestSigner({ givenName: 'Mario', surname: 'Rossi', fiscalCode: 'RSSMRA80A01H501U' });
    const inner = await signCades(xml, signer);
    const opened = await openSignedEnvelope(await signCades(inner, second), EINVOICE_LIMITS);
    expect(Buffer.from(opened.content).equals(Buffer.from(xml))).toBe(true);
    expect(opened.signers.map((s) => s.name)).toEqual(['ROSSI MARIO', 'CONTI LAURA']);
  });

  it('says when the content no longer matches its signature, and still gives the content', async () => {
    const der = Buffer.from(await signCades(xml, signer));
    const at = der.indexOf('Toner nero');
    der[at] = 'X'.charCodeAt(0);
    const opened = await openSignedEnvelope(new Uint8Array(der), EINVOICE_LIMITS);
    expect(opened.signers[0]!.intact).toBe(false);
    expect(Buffer.from(opened.content).toString('utf8')).toContain('Xoner nero');
  });

  it('refuses what is not a readable SignedData, in Italian', async () => {
    expect(await refusal(new Uint8Array(Buffer.from('hello world')))).toEqual({
      code: 'bad-signed-file',
      message: 'File firmato (.p7m) non leggibile: non è una busta CAdES/PKCS#7 (né DER né base64)',
    });
    expect((await refusal(new Uint8Array(Buffer.from(`MIIB${'A'.repeat(300)}$$$$not base64`)))).message).toBe(
      'File firmato (.p7m) non leggibile: il contenuto base64 contiene caratteri non validi',
    );
    // A certificate is DER too, but not a SignedData.
    const certificate = new Uint8Array(signer.certificate.toSchema().toBER(false));
    expect((await refusal(certificate)).code).toBe('bad-signed-file');
    // Cut in half.
    const der = await signCades(xml, signer);
    expect((await refusal(der.subarray(0, der.length / 2))).message).toBe(
      'File firmato (.p7m) non leggibile: struttura ASN.1 danneggiata',
    );
  });

  it('holds the XML inside to the XML size limit', async () => {
    const limits = { ...EINVOICE_LIMITS, maxXmlBytes: 1024 };
    const opened = openSignedEnvelope(await signCades(xml, signer), limits);
    await expect(opened).rejects.toMatchObject({ code: 'file-too-large' });
  });
});
