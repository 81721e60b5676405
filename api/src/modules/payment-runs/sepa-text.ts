// The texts of a bank file (issue 16, point 5): the EPC SEPA character set (letters, digits and
// / - ? : ( ) . , ' + and space), names cut to their maximum length, and a remittance line that names
// the invoices in at most 140 characters, cut between numbers, never inside one.

/** Letters outside the Latin-1 decompositions, and symbols with a SEPA stand-in. */
const REPLACEMENTS: Record<string, string> = {
  '&': '+',
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Þ: 'Th',
  þ: 'th',
  _: '-',
  '"': "'",
  '‘': "'",
  '’': "'",
  '“': "'",
  '”': "'",
  '«': "'",
  '»': "'",
  '–': '-',
  '—': '-',
  '€': 'EUR',
  '°': '.',
  '\\': '/',
};

const OUTSIDE_SEPA = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/**
 * The text in the SEPA character set: accents dropped ("Società" -> "Societa"), & as +, other symbols
 * as a space; spaces collapsed; cut to `max` characters (then trimmed). Never empty: "-" stands in.
 */
export function sepaText(text: string, max: number): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|[&_"\\]/g, (c) => REPLACEMENTS[c] ?? c)
    .replace(OUTSIDE_SEPA, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, max).trimEnd() || '-';
}

/** The Ustrd of a transfer: the invoice numbers, as many whole ones as fit in 140 characters, then "...". */
export function remittanceText(invoiceNumbers: readonly string[], paymentReference: string, max = 140): string {
  const numbers = invoiceNumbers.map((n) => sepaText(n, max));
  if (numbers.length === 0) return sepaText(`Pagamento ${paymentReference}`, max);
  const prefix = numbers.length === 1 ? 'Fattura n. ' : 'Fatture n. ';
  const whole = prefix + numbers.join(', ');
  if (whole.length <= max) return whole;
  const ellipsis = ', ...';
  let text = prefix.trimEnd();
  for (const [index, number] of numbers.entries()) {
    const next = `${index === 0 ? prefix : `${text}, `}${number}`;
    if (next.length + ellipsis.length > max) break;
    text = next;
  }
  return text === prefix.trimEnd() ? `${text} ...` : `${text}${ellipsis}`;
}
