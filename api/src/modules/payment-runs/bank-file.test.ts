import { describe, expect, it } from 'vitest';
import { Decimal } from '../../shared/scalars.ts';
import { xmllint } from '../../../../tests/setup/xmllint.ts';
import type { PaymentRunFormat } from '../../generated/prisma/enums.ts';
import { buildBankFile, type BankFileInput, type BankFileTransfer } from './bank-file.ts';
import { remittanceText, sepaText } from './sepa-text.ts';

const FORMATS: PaymentRunFormat[] = ['sepa', 'cbi'];
const CREDITOR_IBANS = ['IT60X0542811101000000123456', 'DE89370400440532013000', 'IT23K0503401633000000001234'];

function transfers(amounts: string[], name = 'Fornitore S.r.l.'): BankFileTransfer[] {
  return amounts.map((amount, i) => ({
    endToEndId: `DIST-2026-0001-PAG-2026-${String(i + 1).padStart(4, '0')}`,
    amount: new Decimal(amount),
    creditorName: sepaText(name, 70),
    creditorIban: CREDITOR_IBANS[i % CREDITOR_IBANS.length]!,
    creditorBic: i % 2 === 0 ? 'BAPPIT21' : null,
    remittance: remittanceText([`FT/${i + 1}`], `PAG-2026-${i + 1}`),
  }));
}

function input(format: PaymentRunFormat, items: BankFileTransfer[], bic: string | null = 'BCITITMM'): BankFileInput {
  return {
    format,
    reference: 'DIST-2026-0001',
    createdAt: new Date('2026-11-25T10:15:30.123Z'),
    executionDate: '2026-11-27',
    debtor: { name: sepaText('Acme S.p.A.', 70), iban: 'IT47A0306909606100000063224', bic, cbiCuc: 'ACME0001' },
    transfers: items,
  };
}

const all = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]!);

/** What a bank checks first: the count and control sum of the header against the transactions. */
function expectConsistent(xml: string, expected: { count: number; total: string }) {
  const amounts = all(xml, 'InstdAmt');
  expect(amounts).toHaveLength(expected.count);
  const sum = amounts.reduce((s, a) => s.add(a), new Decimal(0)).toFixed(2);
  expect(sum).toBe(expected.total);
  for (const count of all(xml, 'NbOfTxs')) expect(count).toBe(String(expected.count));
  for (const ctrl of all(xml, 'CtrlSum')) expect(ctrl).toBe(expected.total);
  const ids = all(xml, 'EndToEndId');
  expect(new Set(ids).size).toBe(expected.count);
}

describe.each(FORMATS)('%s file', (format) => {
  it('one payment: valid against the official schema, header and line agree', async () => {
    const xml = buildBankFile(input(format, transfers(['1220.00'])));
    await xmllint(xml, format);
    expectConsistent(xml, { count: 1, total: '1220.00' });
    expect(xml).toContain('<ReqdExctnDt>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('300 payments of 33.33: control sum 9999.00 exactly, every EndToEndId unique', async () => {
    const xml = buildBankFile(input(format, transfers(Array(300).fill('33.33'))));
    await xmllint(xml, format);
    expectConsistent(xml, { count: 300, total: '9999.00' });
    // The float sum drifts; the file does not.
    expect(
      Array(300)
        .fill(33.33)
        .reduce((a: number, b: number) => a + b, 0),
    ).not.toBe(9999);
  });

  it('0.1 + 0.2 patterns sum to 0.30 per pair, not 0.30000000000000004', async () => {
    const amounts = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? '0.10' : '0.20'));
    const xml = buildBankFile(input(format, transfers(amounts)));
    await xmllint(xml, format);
    expectConsistent(xml, { count: 100, total: '15.00' });
  });

  it('accents and symbols in names become the SEPA character set; XML specials are escaped', async () => {
    const xml = buildBankFile(input(format, transfers(['10.00', '20.00'], 'Società Benedetta & Figli <Srl> "Più" €')));
    await xmllint(xml, format);
    const names = all(xml, 'Nm').slice(2);
    expect(names[0]).toBe("Societa Benedetta + Figli Srl 'Piu' EUR");
    expect(xml).not.toMatch(/[àèéìòù€&]/);
  });

  it('long invoice lists: the remittance stays within 140 characters, cut between numbers', async () => {
    const items = transfers(['500.00']);
    items[0]!.remittance = remittanceText(
      Array.from({ length: 60 }, (_, i) => `2025/FT/${String(i + 1).padStart(5, '0')}`),
      'PAG-2026-0001',
    );
    const xml = buildBankFile(input(format, items));
    await xmllint(xml, format);
    const [ustrd] = all(xml, 'Ustrd');
    expect(ustrd!.length).toBeLessThanOrEqual(140);
    expect(ustrd).toMatch(/^Fatture n\. 2025\/FT\/00001, .*2025\/FT\/\d{5}, \.\.\.$/);
  });

  it('a payment split in two instalments: two transactions of one invoice, each with its own EndToEndId', async () => {
    const items = transfers(['610.00', '610.00']);
    for (const item of items) item.remittance = remittanceText(['FT/2025/77'], 'x');
    const xml = buildBankFile(input(format, items));
    await xmllint(xml, format);
    expectConsistent(xml, { count: 2, total: '1220.00' });
    expect(all(xml, 'Ustrd')).toEqual(['Fattura n. FT/2025/77', 'Fattura n. FT/2025/77']);
  });

  it('a debtor without BIC is still valid', async () => {
    await xmllint(buildBankFile(input(format, transfers(['1.00']), null)), format);
  });

  it('the same input gives the same bytes', () => {
    const one = input(format, transfers(['1.00', '2.00']));
    expect(buildBankFile(one)).toBe(buildBankFile(one));
  });
});

describe('format specifics', () => {
  it('CBI names the initiating party by its CUC and the debtor bank by the ABI of its IBAN', () => {
    const xml = buildBankFile(input('cbi', transfers(['1.00'])));
    expect(xml).toContain('<Id>ACME0001</Id>');
    expect(xml).toContain('<Issr>CBI</Issr>');
    expect(xml).toContain('<MmbId>03069</MmbId>');
    expect(xml).toContain('xmlns="urn:CBI:xsd:CBIPaymentRequest.00.04.01"');
  });

  it('an invalid file is caught by the xmllint check (the check is real)', async () => {
    const xml = buildBankFile(input('sepa', transfers(['1.00']))).replace(
      '<ChrgBr>SLEV</ChrgBr>',
      '<ChrgBr>XXXX</ChrgBr>',
    );
    await expect(xmllint(xml, 'sepa')).rejects.toThrow(/xmllint refused/);
  });
});
