import { Decimal } from '../../shared/scalars.ts';
import type { Discrepancy, InvoiceBody } from './types.ts';
import { euro } from '../../shared/euro.ts';

/**
 * Where a file's own figures disagree. Nothing is refused for it: the invoice is imported with the
 * discrepancy in words, for the clerk who approves it.
 *
 * Every comparison allows one cent: amounts of up to 8 decimals (lines) are summed into 2-decimal
 * ones (summary, total), and the rules let the issuer round the tax of a rate either way by that
 * much. Beyond a cent the figures really disagree (the SdI itself lets up to one euro through).
 */
const CENT = new Decimal('0.01');
const ZERO = new Decimal(0);

const differs = (a: Decimal, b: Decimal) => a.sub(b).abs().gt(CENT);
const sum = (values: Array<Decimal | null | undefined>) =>
  values.reduce<Decimal>((total, value) => (value ? total.add(value) : total), ZERO);
const decimal = (text: string | null) => (text === null ? null : new Decimal(text));

/** "22%", "5,5%", "0% (N2.2)". */
function rateLabel(rate: Decimal, nature: string | null): string {
  const text = `${rate.toDecimalPlaces(2).toString().replace('.', ',')}%`;
  return rate.isZero() && nature ? `${text} (${nature})` : text;
}

/** A VAT rate and, for a 0% rate, its Natura: how lines, contributions and summary rows are matched. */
function rateKey(rate: string, nature: string | null): string {
  const value = new Decimal(rate);
  return value.isZero() ? `0|${nature ?? ''}` : value.toFixed(2);
}

interface RateTotals {
  label: string;
  lines: Decimal;
  lineCount: number;
  welfare: Decimal;
  summaryTaxable: Decimal;
  summaryExtras: Decimal;
  summaryRows: number;
}

function ratesOf(body: Omit<InvoiceBody, 'discrepancies'>): Map<string, RateTotals> {
  const rates = new Map<string, RateTotals>();
  const at = (rate: string, nature: string | null) => {
    const key = rateKey(rate, nature);
    let totals = rates.get(key);
    if (!totals) {
      totals = {
        label: rateLabel(new Decimal(rate), nature),
        lines: ZERO,
        lineCount: 0,
        welfare: ZERO,
        summaryTaxable: ZERO,
        summaryExtras: ZERO,
        summaryRows: 0,
      };
      rates.set(key, totals);
    }
    return totals;
  };
  for (const line of body.lines) {
    const totals = at(line.vatRate, line.nature);
    totals.lines = totals.lines.add(line.total);
    totals.lineCount += 1;
  }
  // A welfare fund contribution is taxed at its own rate and so enters that rate's taxable amount.
  for (const fund of body.welfareFunds) {
    const totals = at(fund.vatRate, fund.nature);
    totals.welfare = totals.welfare.add(fund.amount);
  }
  for (const row of body.vatSummary) {
    const totals = at(row.vatRate, row.nature);
    totals.summaryTaxable = totals.summaryTaxable.add(row.taxableAmount);
    totals.summaryExtras = totals.summaryExtras.add(sum([decimal(row.incidentalCosts), decimal(row.rounding)]));
    totals.summaryRows += 1;
  }
  return rates;
}

function rateDiscrepancies(body: Omit<InvoiceBody, 'discrepancies'>): Discrepancy[] {
  const found: Discrepancy[] = [];
  for (const totals of ratesOf(body).values()) {
    if (totals.summaryRows === 0) {
      found.push({
        code: 'lines-without-summary',
        message: `Aliquota ${totals.label}: ${totals.lineCount === 1 ? 'una riga' : `${totals.lineCount} righe`} per ${euro(totals.lines)} senza riepilogo IVA corrispondente`,
      });
      continue;
    }
    const expected = totals.lines.add(totals.welfare).add(totals.summaryExtras);
    if (differs(expected, totals.summaryTaxable)) {
      const what = totals.welfare.isZero() ? 'la somma delle righe' : 'la somma delle righe e del contributo cassa';
      const extras = totals.summaryExtras.isZero() ? '' : ` (con spese accessorie e arrotondamento: ${euro(expected)})`;
      found.push({
        code: 'lines-vs-summary',
        message: `Aliquota ${totals.label}: ${what} (${euro(totals.lines.add(totals.welfare))})${extras} non corrisponde all'imponibile del riepilogo IVA (${euro(totals.summaryTaxable)})`,
      });
    }
  }
  for (const row of body.vatSummary) {
    const rate = new Decimal(row.vatRate);
    const expected = new Decimal(row.taxableAmount).mul(rate).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    if (differs(new Decimal(row.tax), expected)) {
      found.push({
        code: 'tax-vs-rate',
        message: `Aliquota ${rateLabel(rate, row.nature)}: l'imposta del riepilogo (${euro(new Decimal(row.tax))}) non corrisponde a imponibile × aliquota (${euro(expected)})`,
      });
    }
  }
  return found;
}

/** Taxable + tax of every summary row: what the document total should be. */
const summaryTotalOf = (body: Omit<InvoiceBody, 'discrepancies'>) =>
  sum(body.vatSummary.map((row) => new Decimal(row.taxableAmount).add(row.tax)));

function totalDiscrepancy(body: Omit<InvoiceBody, 'discrepancies'>): Discrepancy | null {
  if (body.totalAmount === null) return null;
  const total = new Decimal(body.totalAmount);
  const summary = summaryTotalOf(body).add(decimal(body.rounding) ?? ZERO);
  // The stamp duty belongs in the total when it is charged to the customer; issuers show it either
  // as a line (then it is already in the summary) or only in DatiBollo, so both readings are right.
  const stamp = decimal(body.stampDuty?.amount ?? null);
  // Document-level discounts are "al netto" in the total; some issuers leave them out of the summary.
  const adjustments = sum(
    body.documentAdjustments.map((adjustment) => {
      const amount = decimal(adjustment.amount);
      if (!amount) return null;
      return adjustment.type === 'SC' ? amount.neg() : amount;
    }),
  );
  const readings = [summary, stamp ? summary.add(stamp) : null, adjustments.isZero() ? null : summary.add(adjustments)];
  if (readings.some((reading) => reading && !differs(reading, total))) return null;
  return {
    code: 'total-vs-summary',
    message: `Il totale documento (${euro(total)}) non corrisponde a imponibile + imposta del riepilogo IVA (${euro(summary)})`,
  };
}

function paymentDiscrepancy(body: Omit<InvoiceBody, 'discrepancies'>): Discrepancy | null {
  const details = body.payments.flatMap((terms) => terms.details);
  if (details.length === 0) return null;
  const gross = body.totalAmount !== null ? new Decimal(body.totalAmount) : summaryTotalOf(body);
  const withheld = sum(body.withholdings.map((withholding) => new Decimal(withholding.amount)));
  // Split payment: the public administration pays the VAT to the State, not to the supplier.
  const splitVat = sum(body.vatSummary.filter((row) => row.vatDue === 'S').map((row) => new Decimal(row.tax)));
  const due = gross.sub(withheld).sub(splitVat);
  const scheduled = sum(details.map((detail) => new Decimal(detail.amount)));
  // Several DettaglioPagamento with the same date and amount are alternative ways to pay one
  // instalment (two IBANs, transfer or RIBA), not two instalments.
  const distinct = new Map(
    details.map((detail) => [`${detail.dueDate ?? ''}|${new Decimal(detail.amount).toFixed(2)}`, detail]),
  );
  const instalments = sum([...distinct.values()].map((detail) => new Decimal(detail.amount)));
  if (!differs(scheduled, due) || !differs(instalments, due)) return null;
  const parts = [`${body.totalAmount !== null ? 'totale documento' : 'totale del riepilogo IVA'} ${euro(gross)}`];
  if (!withheld.isZero()) parts.push(`ritenuta ${euro(withheld)}`);
  if (!splitVat.isZero()) parts.push(`IVA in scissione dei pagamenti ${euro(splitVat)}`);
  const composition = parts.length > 1 ? ` = ${parts.join(' − ')}` : '';
  return {
    code: 'payments-vs-total',
    message: `Le scadenze di pagamento (${euro(scheduled)}) non corrispondono al netto a pagare (${euro(due)}${composition})`,
  };
}

/** Every disagreement of one body's figures, in the order a clerk would check them. */
export function discrepanciesOf(body: Omit<InvoiceBody, 'discrepancies'>): Discrepancy[] {
  return [rateDiscrepancies(body), totalDiscrepancy(body), paymentDiscrepancy(body)]
    .flat()
    .filter((found): found is Discrepancy => found !== null);
}
