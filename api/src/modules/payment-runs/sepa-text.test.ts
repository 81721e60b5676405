import { describe, expect, it } from 'vitest';
import { remittanceText, sepaText } from './sepa-text.ts';

const SEPA_SET = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

describe('SEPA character set', () => {
  it('drops accents and writes & as +', () => {
    expect(sepaText('Società Benedetta & Figli', 70)).toBe('Societa Benedetta + Figli');
    expect(sepaText('Ça coûte: 5€ «très» cher_ß', 70)).toBe("Ca coute: 5EUR 'tres' cher-ss");
  });

  it('turns every other symbol into a space, collapsed, and cuts to the maximum length', () => {
    const text = sepaText('Ditta #1 @ Milano; [sede]  legale\n{via} Roma! ~ * %', 200);
    expect(text).toMatch(SEPA_SET);
    expect(text).toBe('Ditta 1 Milano sede legale via Roma');
    expect(sepaText('A'.repeat(80), 70)).toHaveLength(70);
    expect(sepaText('Nome lungo che finisce con spazio ', 33)).toBe('Nome lungo che finisce con spazio');
    expect(sepaText('€€', 10)).toBe('EUREUR');
    expect(sepaText('###', 10)).toBe('-');
  });
});

describe('remittance information', () => {
  it('names the invoices; one or several', () => {
    expect(remittanceText(['FT/2025/001'], 'PAG-2025-0001')).toBe('Fattura n. FT/2025/001');
    expect(remittanceText(['12', '13'], 'PAG-2025-0001')).toBe('Fatture n. 12, 13');
    expect(remittanceText([], 'PAG-2025-0001')).toBe('Pagamento PAG-2025-0001');
  });

  it('cuts a long list after a whole number with "...", within 140 characters', () => {
    const numbers = Array.from({ length: 40 }, (_, i) => `FT-2025/${String(1000 + i)}`);
    const text = remittanceText(numbers, 'PAG-2025-0001');
    expect(text.length).toBeLessThanOrEqual(140);
    expect(text.endsWith(', ...')).toBe(true);
    const listed = text.slice('Fatture n. '.length, -', ...'.length).split(', ');
    // Every number shown is a whole one of the list, in order.
    expect(listed).toEqual(numbers.slice(0, listed.length));
    expect(listed.length).toBeGreaterThan(5);
    expect(text).toMatch(SEPA_SET);
  });

  it('stays within 140 characters at the boundary and with absurdly long numbers', () => {
    for (let n = 1; n < 30; n += 1) {
      const text = remittanceText(
        Array.from({ length: n }, (_, i) => `N${i}`.padEnd(9, 'x')),
        'P',
      );
      expect(text.length).toBeLessThanOrEqual(140);
    }
    expect(remittanceText(['X'.repeat(200)], 'P')).toBe('Fattura n. ...');
  });
});
