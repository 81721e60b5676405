import { describe, expect, it } from 'vitest';
import { baseName, entryKindByName, isZipJunk, sdiFileType, sniffContent } from './file-kinds.ts';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('file kinds: by content, and SdI files by name', () => {
  it('tells content apart by its first bytes, never by the name', () => {
    expect(sniffContent(bytes('PK\u0003\u0004rest'))).toBe('zip');
    expect(sniffContent(bytes('%PDF-1.7'))).toBe('pdf');
    expect(sniffContent(new Uint8Array([0x30, 0x82, 0x12, 0x34]))).toBe('p7m-der');
    expect(sniffContent(new Uint8Array([0x30, 0x80, 0x06, 0x09]))).toBe('p7m-der');
    expect(sniffContent(bytes('\ufeff<?xml version="1.0"?>'.replace('\ufeff', '\u00ef\u00bb\u00bf')))).toBe('xml');
    expect(sniffContent(bytes('\r\n  <p:FatturaElettronica'))).toBe('xml');
    expect(
      sniffContent(bytes('MIIGvQYJKoZIhvcNAQcCoIIGrjCCBqoCAQExDzANBglghkgBZQMEAgEFADCCAR8G\r\nCSqGSIb3DQEHAaCC')),
    ).toBe('p7m-base64');
    expect(sniffContent(bytes('-----BEGIN PKCS7-----\nMIIG'))).toBe('p7m-base64');
    expect(sniffContent(bytes('MILANO, 3 marzo 2025 - fattura'))).toBe('unknown');
    expect(sniffContent(bytes('0 righe'))).toBe('unknown');
  });

  it('recognises SdI metadata and notifications by name, not invoices', () => {
    expect(sdiFileType('IT01234567890_00001_MT_001.xml')).toBe('MT');
    expect(sdiFileType('IT01234567890_a1B2c_rc_002.xml')).toBe('RC');
    expect(sdiFileType('IT01234567890_00001_NS_001.xml.p7m')).toBe('NS');
    expect(sdiFileType('IT01234567890_00001.xml_metaDato.xml')).toBe('MT');
    expect(sdiFileType('IT01234567890_00001.xml')).toBeNull();
    expect(sdiFileType('IT01234567890_00001.xml.p7m')).toBeNull();
  });

  it('skips folders and operating-system leftovers, and reads only .xml and .p7m entries', () => {
    expect(['2025/', '__MACOSX/2025/._a.xml', '2025/.DS_Store', 'Thumbs.db'].map(isZipJunk)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isZipJunk('2025/03/IT01234567890_00001.xml')).toBe(false);
    expect(['a.XML', 'a.xml.p7m', 'a.P7M', 'b.zip', 'c.pdf'].map(entryKindByName)).toEqual([
      'invoice',
      'invoice',
      'invoice',
      'zip',
      'other',
    ]);
    expect(baseName('C:\\Fatture\\marzo\\a.xml')).toBe('a.xml');
    expect(baseName('lotto/2025/a.xml')).toBe('a.xml');
  });
});
