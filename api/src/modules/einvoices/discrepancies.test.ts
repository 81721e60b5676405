import { describe, expect, it } from 'vitest';
import { buildFatturaPA, type BodySpec } from '../../../../tests/fixtures/fatturapa/invoice-builder.ts';
import { SUPPLIERS } from '../../../../tests/fixtures/fatturapa/parties.ts';
import * as scenarios from '../../../../tests/fixtures/fatturapa/scenarios.ts';
import { Decimal } from '../../shared/scalars.ts';
import { euro } from '../../shared/euro.ts';
import { documentOf } from './fatturapa-document.ts';
import { readFatturaPAXml } from './fatturapa-xml.ts';
import type { Discrepancy } from './types.ts';

async function discrepanciesOfXml(xml: string): Promise<Discrepancy[]> {
  const read = await readFatturaPAXml(new Uint8Array(Buffer.from(xml, 'utf8')));
  if (read.kind !== 'fatturapa') throw new Error('not an invoice');
  return documentOf(read.tree).bodies[0]!.discrepancies;
}

const of = (body: BodySpec) => discrepanciesOfXml(buildFatturaPA({ supplier: SUPPLIERS.software, bodies: [body] }));

const base: BodySpec = {
  date: '2025-03-01',
  number: '1',
  lines: [
    { description: 'Servizio A', unitPrice: '100.00', vatRate: '22.00' },
    { description: 'Servizio B', unitPrice: '200.00', vatRate: '22.00' },
  ],
};

describe('discrepancies: the file against itself, in Italian', () => {
  it('finds none in any consistent fixture', async () => {
    const { discrepantInvoice: _disagrees, dollarInvoice: _refused, ...consistent } = scenarios.allValidFixtures();
    for (const fixture of Object.values(consistent)) {
      const read = await readFatturaPAXml(new Uint8Array(Buffer.from(fixture.xml)));
      if (read.kind !== 'fatturapa') throw new Error('not an invoice');
      for (const body of documentOf(read.tree).bodies) expect(body.discrepancies, fixture.fileName).toEqual([]);
    }
  });

  it('reports lines vs summary, tax vs rate, total vs summary and payments vs total, each with both figures', async () => {
    expect(await discrepanciesOfXml(scenarios.discrepantInvoice().xml)).toEqual([
      {
        code: 'lines-vs-summary',
        message:
          "Aliquota 22%: la somma delle righe (300,00 €) non corrisponde all'imponibile del riepilogo IVA (310,00 €)",
      },
      {
        code: 'tax-vs-rate',
        message: "Aliquota 22%: l'imposta del riepilogo (70,00 €) non corrisponde a imponibile × aliquota (68,20 €)",
      },
      {
        code: 'total-vs-summary',
        message: 'Il totale documento (400,00 €) non corrisponde a imponibile + imposta del riepilogo IVA (380,00 €)',
      },
      {
        code: 'payments-vs-total',
        message: 'Le scadenze di pagamento (350,00 €) non corrispondono al netto a pagare (400,00 €)',
      },
    ]);
  });

  it('allows the cent of rounding the rules allow on the tax, and not more', async () => {
    const summary = (tax: string) => [{ vatRate: '22.00', taxable: '300.00', tax, vatDue: 'I' as const }];
    expect(await of({ ...base, summary: summary('66.01') })).toEqual([]);
    expect(await of({ ...base, summary: summary('65.99') })).toEqual([]);
    expect((await of({ ...base, summary: summary('66.02') })).map((d) => d.code)).toEqual(['tax-vs-rate']);
  });

  it('matches 0% lines by Natura and reports lines whose rate has no summary row', async () => {
    const found = await of({
      ...base,
      lines: [...base.lines, { description: 'Esente', unitPrice: '50.00', vatRate: '0.00', nature: 'N4' }],
      summary: [{ vatRate: '22.00', taxable: '300.00', tax: '66.00', vatDue: 'I' }],
      totalAmount: '366.00',
    });
    expect(found).toEqual([
      {
        code: 'lines-without-summary',
        message: 'Aliquota 0% (N4): una riga per 50,00 € senza riepilogo IVA corrispondente',
      },
    ]);
  });

  it('counts the welfare fund contribution in the taxable amount of its rate', async () => {
    expect(await discrepanciesOfXml(scenarios.professionalFee().xml)).toEqual([]);
    const fee = scenarios.professionalFee().spec.bodies[0]!;
    const found = await of({
      ...fee,
      summary: [{ vatRate: '22.00', taxable: '1000.00', tax: '220.00', vatDue: 'I' }],
      totalAmount: '1220.00',
      payments: [],
    });
    expect(found).toEqual([
      {
        code: 'lines-vs-summary',
        message:
          "Aliquota 22%: la somma delle righe e del contributo cassa (1.040,00 €) non corrisponde all'imponibile del riepilogo IVA (1.000,00 €)",
      },
    ]);
  });

  it('nets withholding and split-payment VAT out of what the schedule must add up to', async () => {
    const split = scenarios.splitPaymentInvoice().spec.bodies[0]!;
    const gross = { conditions: 'TP02' as const, details: [{ method: 'MP05', amount: '2415.60' }] };
    expect(await of({ ...split, payments: [gross] })).toEqual([
      {
        code: 'payments-vs-total',
        message:
          'Le scadenze di pagamento (2.415,60 €) non corrispondono al netto a pagare (1.980,00 € = totale documento 2.415,60 € − IVA in scissione dei pagamenti 435,60 €)',
      },
    ]);
    const fee = scenarios.professionalFee().spec.bodies[0]!;
    expect(
      (await of({ ...fee, payments: [{ conditions: 'TP02', details: [{ method: 'MP05', amount: '1268.80' }] }] }))[0]!
        .message,
    ).toBe(
      'Le scadenze di pagamento (1.268,80 €) non corrispondono al netto a pagare (1.068,80 € = totale documento 1.268,80 € − ritenuta 200,00 €)',
    );
  });

  it('reads same-date same-amount details as alternative ways to pay one instalment', async () => {
    const alternatives = {
      conditions: 'TP02' as const,
      details: [
        { method: 'MP05', dueDate: '2025-04-30', amount: '366.00', iban: scenarios.SUPPLIER_IBAN },
        { method: 'MP12', dueDate: '2025-04-30', amount: '366.00' },
      ],
    };
    expect(await of({ ...base, payments: [alternatives] })).toEqual([]);
  });

  it('accepts the stamp duty inside or outside the total, and a document total without a schedule', async () => {
    const zero = scenarios.zeroRateInvoice().spec.bodies[0]!;
    expect(await of({ ...zero, totalAmount: '518.00' })).toEqual([]);
    expect(await of({ ...zero, totalAmount: '516.00' })).toEqual([]);
    expect((await of({ ...zero, totalAmount: '520.00' })).map((d) => d.code)).toEqual(['total-vs-summary']);
    expect(await of({ ...base, totalAmount: null })).toEqual([]);
  });

  it('formats euro amounts the Italian way, half up, with the sign', async () => {
    expect(euro(new Decimal('1234567.891'))).toBe('1.234.567,89 €');
    expect(euro(new Decimal('0.005'))).toBe('0,01 €');
    expect(euro(new Decimal('-48.5'))).toBe('-48,50 €');
    expect(euro(new Decimal('-0.001'))).toBe('0,00 €');
  });
});
