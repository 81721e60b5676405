import { describe, expect, it } from 'vitest';
import * as hostile from '../../../../tests/fixtures/fatturapa/hostile.ts';
import { stationeryInvoice } from '../../../../tests/fixtures/fatturapa/scenarios.ts';
import { EInvoiceReadError } from './errors.ts';
import { EINVOICE_LIMITS } from './limits.ts';
import { assertSafeXml } from './xml-safety.ts';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

function refusal(content: Uint8Array, limits = EINVOICE_LIMITS): { code: string; message: string } | null {
  try {
    assertSafeXml(content, limits);
    return null;
  } catch (error) {
    if (!(error instanceof EInvoiceReadError)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe('assertSafeXml: refusals before any parser runs', () => {
  it('accepts a plain invoice, with or without a UTF-8 byte order mark and leading blanks', () => {
    const xml = stationeryInvoice().xml;
    expect(refusal(bytes(xml))).toBeNull();
    expect(refusal(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes(`\n  ${xml}`)]))).toBeNull();
  });

  it('refuses any DOCTYPE or ENTITY declaration: entity expansion, external entities, even a bare or lower-case one', () => {
    for (const file of [hostile.entityExpansion(), hostile.externalEntity()]) {
      expect(refusal(file.bytes)).toEqual({
        code: 'forbidden-dtd',
        message: 'File rifiutato: contiene una dichiarazione DOCTYPE o ENTITY, non ammessa in una fattura elettronica',
      });
    }
    const xml = stationeryInvoice().xml;
    expect(refusal(bytes(xml.replace('?>', '?><!doctype x>')))?.code).toBe('forbidden-dtd');
    expect(
      refusal(bytes(xml.replace('<FatturaElettronicaHeader>', '<!ENTITY a "b"><FatturaElettronicaHeader>')))?.code,
    ).toBe('forbidden-dtd');
  });

  it('refuses what is not XML: a PDF, binary noise, plain text, an empty file', () => {
    expect(refusal(hostile.pdfRenamedXml().bytes)?.code).toBe('not-xml');
    expect(refusal(hostile.binaryRenamedXml().bytes)?.code).toBe('not-xml');
    expect(refusal(hostile.textRenamedXml().bytes)).toEqual({
      code: 'not-xml',
      message: 'Il file non è un XML: il contenuto non è una fattura elettronica',
    });
    expect(refusal(bytes('  \n'))).toEqual({ code: 'not-xml', message: 'Il file è vuoto' });
    // Markup after a NUL byte is still binary content.
    expect(refusal(bytes('<a>\u0000</a>'))?.code).toBe('not-xml');
  });

  it('refuses UTF-16 and encodings whose markup is not ASCII, accepts the Latin ones libxml2 decodes', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('<?xml version="1.0"?><a/>', 'utf16le')]);
    expect(refusal(utf16)?.code).toBe('unsupported-encoding');
    expect(refusal(bytes('<?xml version="1.0" encoding="Shift_JIS"?><a/>'))).toEqual({
      code: 'unsupported-encoding',
      message: 'Codifica del file non supportata (Shift_JIS): la fattura elettronica deve essere codificata in UTF-8',
    });
    expect(refusal(bytes('<?xml version="1.0" encoding="ISO-8859-1"?><a/>'))).toBeNull();
    expect(refusal(bytes("<?xml version='1.0' encoding='windows-1252'?><a/>"))).toBeNull();
  });

  it('refuses an XML above the limit with both sizes in the message', () => {
    expect(refusal(bytes(`<a>${'x'.repeat(2000)}</a>`), { ...EINVOICE_LIMITS, maxXmlBytes: 1024 })).toEqual({
      code: 'file-too-large',
      message: "File troppo grande: l'XML della fattura supera il limite di 1 KB (è di 2 KB)",
    });
    const sixMegabytes = new Uint8Array(6 * 1024 * 1024).fill(0x20);
    sixMegabytes[0] = 0x3c;
    expect(refusal(sixMegabytes)?.message).toBe(
      "File troppo grande: l'XML della fattura supera il limite di 5 MB (è di 6 MB)",
    );
  });
});
