import { describe, expect, it } from 'vitest';
import { buildFatturaPA } from '../../../../tests/fixtures/fatturapa/invoice-builder.ts';
import { SUPPLIERS } from '../../../../tests/fixtures/fatturapa/parties.ts';
import * as scenarios from '../../../../tests/fixtures/fatturapa/scenarios.ts';
import { EInvoiceReadError } from './errors.ts';
import { documentOf } from './fatturapa-document.ts';
import { readFatturaPAXml } from './fatturapa-xml.ts';
import type { ParsedFatturaPA, XmlNode } from './types.ts';

async function parse(xml: string): Promise<ParsedFatturaPA> {
  const read = await readFatturaPAXml(new Uint8Array(Buffer.from(xml, 'utf8')));
  if (read.kind !== 'fatturapa') throw new Error('not an invoice');
  return documentOf(read.tree);
}

const find = (node: XmlNode, name: string): XmlNode | undefined =>
  node.name === name ? node : node.children.map((child) => find(child, name)).find(Boolean);

describe('documentOf: a FatturaPA as typed data', () => {
  it('reads the header: supplier and customer identities, names, addresses', async () => {
    const document = await parse(scenarios.stationeryInvoice().xml);
    // The fixture's address as the file carries it (its number is NumeroCivico).
    const { number: streetNumber, ...address } = SUPPLIERS.cartoleria.address;
    expect(document.version).toBe('FPR12');
    expect(document.transmission).toMatchObject({ format: 'FPR12', recipientCode: '0000000', recipientPec: null });
    expect(document.supplier).toEqual({
      vatId: { country: 'IT', code: SUPPLIERS.cartoleria.vat.code },
      fiscalCode: SUPPLIERS.cartoleria.fiscalCode,
      name: 'Cartoleria Adriatica di Marino & C. S.n.c.',
      companyName: 'Cartoleria Adriatica di Marino & C. S.n.c.',
      firstName: null,
      lastName: null,
      title: null,
      address: { ...address, streetNumber },
      taxRegime: 'RF01',
      email: 'ordini@cartoleriaadriatica.example',
      phone: null,
    });
    expect(document.customer).toMatchObject({
      vatId: { country: 'IT', code: '06543210154' },
      fiscalCode: '06543210154',
      name: 'Acme S.p.A.',
    });
  });

  it('names a person by Nome + Cognome, keeping title and fiscal code', async () => {
    const { supplier } = await parse(scenarios.professionalFee().xml);
    expect(supplier).toMatchObject({
      name: 'Laura Conti',
      companyName: null,
      firstName: 'Laura',
      lastName: 'Conti',
      title: 'Avv.',
      fiscalCode: SUPPLIERS.lawyer.fiscalCode,
    });
  });

  it('reads a body: type, date, number, lines with their exact amounts, summary, delivery note, payment', async () => {
    const [body] = (await parse(scenarios.stationeryInvoice().xml)).bodies;
    expect(body).toMatchObject({
      index: 0,
      documentType: 'TD01',
      currency: 'EUR',
      date: '2025-03-12',
      number: 'FT 128/2025',
      totalAmount: '622.57',
      deliveryNotes: [{ number: 'DDT 311', date: '2025-03-10', lineNumbers: [] }],
      discrepancies: [],
    });
    expect(body!.lines[1]).toEqual({
      lineNumber: 2,
      description: 'Toner nero compatibile HP 26A',
      quantity: '4.00',
      unit: 'PZ',
      unitPrice: '62.00',
      adjustments: [{ type: 'SC', percentage: '10.00', amount: null }],
      total: '223.20',
      vatRate: '22.00',
      nature: null,
      withholding: false,
      kind: null,
      itemCodes: [],
      periodStart: null,
      periodEnd: null,
      administrativeRef: null,
      otherData: [],
    });
    expect(body!.vatSummary).toEqual([
      {
        vatRate: '22.00',
        nature: null,
        incidentalCosts: null,
        rounding: null,
        taxableAmount: '510.30',
        tax: '112.27',
        vatDue: 'I',
        legalReference: null,
      },
    ]);
    expect(body!.payments).toEqual([
      {
        conditions: 'TP02',
        details: [
          {
            beneficiary: null,
            method: 'MP05',
            termStartDate: null,
            termDays: null,
            dueDate: '2025-04-30',
            amount: '622.57',
            institution: null,
            iban: scenarios.SUPPLIER_IBAN,
            abi: null,
            cab: null,
            bic: null,
            paymentCode: null,
          },
        ],
      },
    ]);
  });

  it('keeps amounts exactly as written (8 decimals, no quantity) and a description of 1,000 characters', async () => {
    const description = `Canone ${'abcdefghij'.repeat(99)}xyz`;
    expect(description).toHaveLength(1000);
    const xml = buildFatturaPA({
      supplier: SUPPLIERS.software,
      bodies: [
        {
          date: '2025-01-31',
          number: 'A1',
          totalAmount: null,
          lines: [{ description, unitPrice: '0.12345678', total: '0.12345678', vatRate: '22.00' }],
          summary: [{ vatRate: '22.00', taxable: '0.12', tax: '0.03' }],
        },
      ],
    });
    const [line] = (await parse(xml)).bodies[0]!.lines;
    expect(line).toMatchObject({ description, quantity: null, unitPrice: '0.12345678', total: '0.12345678' });
  });

  it('keeps any document type code, TD24 included', async () => {
    const xml = buildFatturaPA({
      supplier: SUPPLIERS.software,
      bodies: [
        {
          documentType: 'TD24',
          date: '2025-01-31',
          number: 'D-1',
          lines: [{ description: 'Servizi di gennaio', unitPrice: '10.00', vatRate: '22.00' }],
        },
      ],
    });
    expect((await parse(xml)).bodies[0]!.documentType).toBe('TD24');
  });

  it('gives each body of a batch file as its own invoice', async () => {
    const { bodies } = await parse(scenarios.batchWithTwoBodies().xml);
    expect(bodies.map((body) => [body.index, body.number, body.date, body.totalAmount, body.lines.length])).toEqual([
      [0, 'FV-2025/0101', '2025-02-03', '2257.00', 1],
      [1, 'FV-2025/0102', '2025-03-03', '2806.00', 2],
    ]);
  });

  it('reads a credit note and the invoice it refers to', async () => {
    const [body] = (await parse(scenarios.creditNote('2025/0042', '2025-03-05').xml)).bodies;
    expect(body!.documentType).toBe('TD04');
    expect(body!.reasons).toEqual(['Nota di credito a storno parziale della fattura n. 2025/0042']);
    expect(body!.linkedInvoices).toEqual([
      {
        lineNumbers: [],
        documentId: '2025/0042',
        date: '2025-03-05',
        itemNumber: null,
        jobCode: null,
        cup: null,
        cig: null,
      },
    ]);
  });

  it('reads withholding, welfare fund and the line subject to withholding of a professional fee', async () => {
    const [body] = (await parse(scenarios.professionalFee().xml)).bodies;
    expect(body!.documentType).toBe('TD06');
    expect(body!.withholdings).toEqual([{ type: 'RT01', amount: '200.00', rate: '20.00', paymentReason: 'A' }]);
    expect(body!.welfareFunds).toEqual([
      {
        fundType: 'TC01',
        rate: '4.00',
        amount: '40.00',
        taxableBase: '1000.00',
        vatRate: '22.00',
        withholding: false,
        nature: null,
        administrativeRef: null,
      },
    ]);
    expect(body!.lines[0]!.withholding).toBe(true);
    expect(body!.vatSummary[0]).toMatchObject({ taxableAmount: '1040.00', tax: '228.80' });
    expect(body!.discrepancies).toEqual([]);
  });

  it('reads split payment, a 0% line with its Natura, stamp duty, instalments and an order reference', async () => {
    expect((await parse(scenarios.splitPaymentInvoice().xml)).bodies[0]!.vatSummary[0]!.vatDue).toBe('S');
    const zero = (await parse(scenarios.zeroRateInvoice().xml)).bodies[0]!;
    expect(zero.lines[0]).toMatchObject({ vatRate: '0.00', nature: 'N2.2' });
    expect(zero.vatSummary[0]).toMatchObject({
      vatRate: '0.00',
      nature: 'N2.2',
      taxableAmount: '150.00',
      tax: '0.00',
      vatDue: null,
    });
    expect(zero.stampDuty).toEqual({ virtual: true, amount: '2.00' });
    const instalments = (await parse(scenarios.instalmentsInvoice().xml)).bodies[0]!.payments[0]!;
    expect(instalments.conditions).toBe('TP01');
    expect(instalments.details.map((d) => [d.method, d.dueDate, d.amount, d.iban, d.bic])).toEqual([
      ['MP05', '2025-04-30', '1220.00', scenarios.SUPPLIER_IBAN, 'BCITITMM'],
      ['MP05', '2025-05-31', '1220.00', scenarios.SUPPLIER_IBAN, 'BCITITMM'],
    ]);
    const order = (await parse(scenarios.orderInvoice('ORD-2025-0007').xml)).bodies[0]!;
    expect(order.orders).toMatchObject([{ documentId: 'ORD-2025-0007', date: '2025-03-20' }]);
    expect(order.lines[0]!.itemCodes).toEqual([{ type: 'EAN', value: '8056789012345' }]);
    const pa = await parse(scenarios.publicAdministrationInvoice().xml);
    expect(pa.version).toBe('FPA12');
    expect(pa.bodies[0]!.contracts[0]).toMatchObject({ documentId: 'CONV-2024-17', cig: 'B1234567C8' });
  });

  it('decodes attachments and leaves only a reference to them in the tree', async () => {
    const document = await parse(scenarios.pdfAttachmentInvoice().xml);
    const [attachment] = document.bodies[0]!.attachments;
    expect(attachment).toMatchObject({
      index: 0,
      name: 'RE-2025-00417.pdf',
      format: 'PDF',
      compression: null,
      description: 'Copia di cortesia della fattura',
    });
    expect(Buffer.from(attachment!.content).equals(Buffer.from(scenarios.SAMPLE_PDF))).toBe(true);
    expect(find(document.tree, 'Attachment')).toEqual({
      name: 'Attachment',
      children: [],
      attachment: { bodyIndex: 0, index: 0, size: scenarios.SAMPLE_PDF.byteLength },
    });
    expect(JSON.stringify(document.tree)).not.toContain(
      Buffer.from(scenarios.SAMPLE_PDF).toString('base64').slice(0, 40),
    );
  });

  it('keeps in the tree what the typed data does not model (REA registration, transmission data)', async () => {
    const { tree } = await parse(scenarios.instalmentsInvoice().xml);
    expect(find(tree, 'NumeroREA')?.value).toBe('2087654');
    expect(find(tree, 'IstitutoFinanziario')?.value).toBe('Intesa Sanpaolo');
    expect(find(tree, 'ProgressivoInvio')?.value).toMatch(/^[0-9A-Z]{5}$/);
  });

  it('refuses another currency than EUR, in Italian', async () => {
    await expect(parse(scenarios.dollarInvoice().xml)).rejects.toThrow(
      new EInvoiceReadError(
        'unsupported-currency',
        "Valuta 'USD' non supportata (documento n. FV-2025/0120 del 10/02/2025): per ora si importano solo fatture in euro (EUR)",
      ),
    );
  });
});
