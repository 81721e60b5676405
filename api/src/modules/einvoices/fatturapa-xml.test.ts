import { describe, expect, it } from 'vitest';
import * as hostile from '../../../../tests/fixtures/fatturapa/hostile.ts';
import { buildFatturaPA, type BodySpec } from '../../../../tests/fixtures/fatturapa/invoice-builder.ts';
import { SUPPLIERS } from '../../../../tests/fixtures/fatturapa/parties.ts';
import {
  batchWithTwoBodies,
  publicAdministrationInvoice,
  stationeryInvoice,
} from '../../../../tests/fixtures/fatturapa/scenarios.ts';
import { metadataFile } from '../../../../tests/fixtures/fatturapa/zip.ts';
import { EInvoiceReadError } from './errors.ts';
import { readFatturaPAXml } from './fatturapa-xml.ts';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

async function refusal(content: Uint8Array): Promise<{ code: string; message: string }> {
  try {
    await readFatturaPAXml(content);
  } catch (error) {
    if (error instanceof EInvoiceReadError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the file was accepted');
}

/** A minimal body whose Numero is the last child of DatiGeneraliDocumento (no total, no causale). */
const bare: BodySpec = {
  date: '2025-03-01',
  number: '7',
  totalAmount: null,
  lines: [{ description: 'Consulenza', unitPrice: '100.00', vatRate: '22.00' }],
};
const bareXml = () => buildFatturaPA({ supplier: SUPPLIERS.software, bodies: [bare] });
const schemaMessage = (edit: (xml: string) => string) => refusal(bytes(edit(bareXml())));

describe('readFatturaPAXml: parse, root, schema, tree', () => {
  it('gives the whole document as an ordered tree: local names, attributes, leaf values', async () => {
    const read = await readFatturaPAXml(bytes(stationeryInvoice().xml));
    if (read.kind !== 'fatturapa') throw new Error('not read');
    const { tree } = read;
    expect(tree.name).toBe('FatturaElettronica');
    expect(tree.attributes).toContainEqual({ name: 'versione', value: 'FPR12' });
    expect(tree.attributes?.find((a) => a.name === 'xsi:schemaLocation')).toBeDefined();
    expect(tree.children.map((child) => child.name)).toEqual(['FatturaElettronicaHeader', 'FatturaElettronicaBody']);
    const header = tree.children[0]!;
    expect(header.children.map((child) => child.name)).toEqual([
      'DatiTrasmissione',
      'CedentePrestatore',
      'CessionarioCommittente',
    ]);
    const name = header.children[1]!.children[0]!.children.find((c) => c.name === 'Anagrafica')!.children[0]!;
    expect(name).toEqual({ name: 'Denominazione', value: 'Cartoleria Adriatica di Marino & C. S.n.c.', children: [] });
  });

  it('reads any namespace prefix and FPA12', async () => {
    const read = await readFatturaPAXml(bytes(publicAdministrationInvoice().xml));
    expect(read.kind).toBe('fatturapa');
  });

  it('recognises an SdI metadata file by its root, without validating it as an invoice', async () => {
    const metadata = metadataFile('IT01234567890_00001.xml');
    expect(await readFatturaPAXml(bytes(String(metadata.content)))).toEqual({
      kind: 'sdi-message',
      rootName: 'FileMetadati',
    });
  });

  it('refuses a DOCTYPE even when called without the byte scan (second lock): nothing is expanded', async () => {
    expect((await refusal(hostile.entityExpansion().bytes)).code).toBe('forbidden-dtd');
    expect((await refusal(hostile.externalEntity().bytes)).code).toBe('forbidden-dtd');
  });

  it('refuses a truncated file as truncated, and a malformed one naming the line and the fault', async () => {
    expect(await refusal(hostile.truncated().bytes)).toEqual({
      code: 'truncated-xml',
      message: 'File XML incompleto: il contenuto si interrompe prima della fine del documento (file troncato)',
    });
    const cutAtTag = stationeryInvoice().xml.replace(/<\/p:FatturaElettronica>\s*$/, '');
    expect((await refusal(bytes(cutAtTag))).code).toBe('truncated-xml');
    const ampersand = await refusal(hostile.unescapedAmpersand().bytes);
    expect(ampersand.code).toBe('malformed-xml');
    expect(ampersand.message).toMatch(
      /^File XML non ben formato alla riga \d+: carattere '&' non codificato \(va scritto &amp;\)$/,
    );
    const mismatch = await refusal(bytes(bareXml().replace('</Numero>', '</Numer>')));
    expect(mismatch.message).toMatch(
      /^File XML non ben formato alla riga \d+: il tag 'Numero' aperto alla riga \d+ è chiuso da 'Numer'$/,
    );
  });

  it('refuses a wrong root or namespace, naming what it found', async () => {
    expect(await refusal(hostile.wrongRoot().bytes)).toEqual({
      code: 'not-fatturapa',
      message: "Il file non è una fattura elettronica: l'elemento principale è 'Ordine' invece di 'FatturaElettronica'",
    });
    expect(await refusal(hostile.wrongNamespace().bytes)).toEqual({
      code: 'not-fatturapa',
      message:
        "Il file non è una fattura elettronica FatturaPA 1.2: lo spazio dei nomi 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.1' non è http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2",
    });
  });

  it('names the missing element of a schema error', async () => {
    expect(await schemaMessage((xml) => xml.replace('<Numero>7</Numero>', ''))).toEqual({
      code: 'schema-invalid',
      message: "File non valido: elemento 'Numero' mancante in DatiGeneraliDocumento (riga 4)",
    });
    // In the middle of its parent, libxml2 meets the next element first: both are named.
    expect((await refusal(hostile.missingNumber().bytes)).message).toBe(
      "File non valido: elemento 'Numero' mancante o fuori posto in DatiGeneraliDocumento (trovato 'ImportoTotaleDocumento') (riga 4)",
    );
  });

  it('turns the other schema errors into Italian, naming element and parent', async () => {
    const cases: Array<[(xml: string) => string, string]> = [
      [
        (x) => x.replace('<Data>2025-03-01</Data>', '<Data>01/03/2025</Data>'),
        "valore '01/03/2025' non valido per l'elemento 'Data' in DatiGeneraliDocumento (attesa una data nel formato AAAA-MM-GG)",
      ],
      [
        (x) => x.replace('TD01', 'TD99'),
        "valore 'TD99' non ammesso per l'elemento 'TipoDocumento' in DatiGeneraliDocumento",
      ],
      [
        (x) => x.replace('<PrezzoTotale>100.00', '<PrezzoTotale>100,00'),
        "valore '100,00' non valido per l'elemento 'PrezzoTotale' in DettaglioLinee (atteso un numero con il punto come separatore decimale)",
      ],
      [
        (x) => x.replace('<Descrizione>Consulenza', `<Descrizione>${'x'.repeat(1001)}`),
        "valore troppo lungo per l'elemento 'Descrizione' in DettaglioLinee (1001 caratteri, massimo 1000)",
      ],
      [
        (x) => x.replace('<Descrizione>Consulenza', '<Descrizione>Консультация'),
        "l'elemento 'Descrizione' in DettaglioLinee contiene caratteri non ammessi (solo alfabeto latino)",
      ],
      [
        (x) => x.replace('<Descrizione>Consulenza</Descrizione>', '<Descrizione></Descrizione>'),
        "l'elemento 'Descrizione' in DettaglioLinee è vuoto",
      ],
      [(x) => x.replace(' versione="FPR12"', ''), "attributo 'versione' mancante nell'elemento 'FatturaElettronica'"],
      [
        (x) => x.replace('versione="FPR12"', 'versione="FPR11"'),
        "valore 'FPR11' non ammesso per l'attributo 'versione' di 'FatturaElettronica'",
      ],
      [
        (x) => x.replace('<Numero>7</Numero>', '<Numero>7</Numero><Sconto>1</Sconto>'),
        "elemento 'Sconto' non previsto in DatiGeneraliDocumento (atteso uno tra: DatiRitenuta, DatiBollo, DatiCassaPrevidenziale, ScontoMaggiorazione, ImportoTotaleDocumento, Arrotondamento, Causale, Art73)",
      ],
      [
        (x) =>
          x.replace(
            '<AliquotaIVA>22.00</AliquotaIVA></DettaglioLinee>',
            '<AliquotaIVA>122.00</AliquotaIVA></DettaglioLinee>',
          ),
        "valore '122.00' fuori dai limiti ammessi per l'elemento 'AliquotaIVA' in DettaglioLinee",
      ],
      [
        (x) => x.replace('<DatiGenerali>', '<DatiGenerali>testo'),
        "testo non previsto nell'elemento 'DatiGenerali' in FatturaElettronicaBody: deve contenere solo altri elementi",
      ],
    ];
    for (const [edit, problem] of cases) {
      expect((await schemaMessage(edit)).message).toMatch(
        new RegExp(`^File non valido: ${escapeRegExp(problem)} \\(riga \\d+\\)$`),
      );
    }
  });

  it('says which invoice of a multi-body file is wrong, and counts the further errors', async () => {
    const xml = batchWithTwoBodies().xml;
    const secondBody = xml.lastIndexOf('<FatturaElettronicaBody>');
    const withoutSecondNumber = xml.slice(0, secondBody) + xml.slice(secondBody).replace(/<Numero>[^<]*<\/Numero>/, '');
    expect((await refusal(bytes(withoutSecondNumber))).message).toMatch(
      /^File non valido: elemento 'Numero' mancante .* in DatiGeneraliDocumento .*\(fattura n\. 2 del file, riga \d+\)$/,
    );
    // One more fault, in the first body: the first is reported, the other counted.
    const twoFaults = withoutSecondNumber.replace('<Divisa>EUR</Divisa>', '');
    expect((await refusal(bytes(twoFaults))).message).toMatch(
      /^File non valido: elemento 'Divisa' .*; e un altro errore$/,
    );
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
