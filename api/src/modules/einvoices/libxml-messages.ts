import type { EInvoiceErrorCode } from './types.ts';

/** What libxml2 reports for one problem (libxml2-wasm's ErrorDetail, the fields we read). */
export interface LibxmlDetail {
  message: string;
  line: number;
  xpath?: string;
}

const quote = (value: string) => `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;

/** "{namespace}Name" -> "Name": the user knows elements by their names in the file. */
const local = (name: string) => name.replace(/^\{[^}]*\}/, '');

/** The element a schema error is about, and the element that contains it, from libxml2's XPath. */
function placeOf(detail: LibxmlDetail): { parent: string | null; body: number | null } {
  const steps = (detail.xpath ?? '').split('/').filter(Boolean);
  const body = /FatturaElettronicaBody\[(\d+)\]/.exec(detail.xpath ?? '');
  const parent = steps.length >= 2 ? steps[steps.length - 2]! : null;
  return {
    parent: parent ? local(parent.replace(/^[\w.-]+:/, '').replace(/\[\d+\]$/, '')) : null,
    body: body ? Number(body[1]) : null,
  };
}

const expectedList = (text: string) =>
  text
    .split(',')
    .map((name) => local(name.trim()))
    .filter(Boolean);

/** A type name from libxml2 ("{ns}DataFatturaType", "xs:decimal") as what the value should look like. */
function typeHint(type: string): string {
  const name = local(type);
  if (/date|^data/i.test(name)) return ' (attesa una data nel formato AAAA-MM-GG)';
  if (/amount|decimal|rate|quantit|prezzo/i.test(name))
    return ' (atteso un numero con il punto come separatore decimale)';
  if (/integer|int$|digit/i.test(name)) return ' (atteso un numero intero)';
  return '';
}

/** The Italian sentence for one libxml2 schema error, without the "File non valido: " lead. */
function schemaProblem(detail: LibxmlDetail): string {
  const text = detail.message.trim();
  const head = /^Element '([^']+)'(?:, attribute '([^']+)')?: (.*)$/s.exec(text);
  if (!head) return 'contenuto non conforme allo schema FatturaPA';
  const element = local(head[1]!);
  const attribute = head[2];
  const rest = head[3]!;
  const { parent } = placeOf(detail);
  const inParent = parent ? ` in ${parent}` : '';
  const target = attribute ? `l'attributo '${attribute}' di '${element}'` : `l'elemento '${element}'${inParent}`;

  let m = /^Missing child element\(s\)\. Expected is (?:one of )?\( (.*) \)\.$/s.exec(rest);
  if (m) {
    const expected = expectedList(m[1]!);
    return expected.length === 1
      ? `elemento '${expected[0]}' mancante in ${element}`
      : `elemento mancante in ${element} (atteso uno tra: ${expected.join(', ')})`;
  }
  m = /^This element is not expected\.(?: Expected is (?:one of )?\( (.*) \)\.)?$/s.exec(rest);
  if (m) {
    const expected = m[1] ? expectedList(m[1]) : [];
    if (expected.length === 1) {
      return `elemento '${expected[0]}' mancante o fuori posto${inParent} (trovato '${element}')`;
    }
    const hint = expected.length > 1 ? ` (atteso uno tra: ${expected.join(', ')})` : '';
    return `elemento '${element}' non previsto${inParent}${hint}`;
  }
  m = /^The attribute '([^']+)' is required but missing\.$/.exec(rest);
  if (m) return `attributo '${m[1]}' mancante nell'elemento '${element}'`;
  m = /^The attribute '([^']+)' is not allowed\.$/.exec(rest);
  if (m) return `attributo '${m[1]}' non previsto nell'elemento '${element}'`;
  if (/^Character content other than whitespace is not allowed/.test(rest)) {
    return `testo non previsto nell'elemento '${element}'${inParent}: deve contenere solo altri elementi`;
  }
  if (/^Element content is not allowed/.test(rest)) {
    return `l'elemento '${element}'${inParent} deve contenere un valore, non altri elementi`;
  }
  m = /^\[facet 'enumeration'\] The value '(.*)' is not an element of the set/s.exec(rest);
  if (m) return `valore ${quote(m[1]!)} non ammesso per ${target}`;
  m = /^\[facet 'pattern'\] The value '(.*)' is not accepted by the pattern '(.*)'\.$/s.exec(rest);
  if (m) {
    const value = m[1]!;
    const length = /\{(\d+),(\d+)\}\)?$/.exec(m[2]!);
    if (value === '') return `${target} è vuoto`;
    if (length && [...value].length > Number(length[2])) {
      return `valore troppo lungo per ${target} (${[...value].length} caratteri, massimo ${length[2]})`;
    }
    if (length && [...value].length < Number(length[1])) {
      return `valore troppo corto per ${target} (${[...value].length} caratteri, minimo ${length[1]})`;
    }
    if (/IsBasicLatin/.test(m[2]!)) return `${target} contiene caratteri non ammessi (solo alfabeto latino)`;
    return `valore ${quote(value)} non nel formato richiesto per ${target}`;
  }
  m =
    /^\[facet '(maxLength|minLength|length)'\] The value has a length of '(\d+)'.*?(?:length of|minimum length of|maximum length of) '(\d+)'/s.exec(
      rest,
    );
  if (m) {
    return m[1] === 'minLength'
      ? `valore troppo corto per ${target} (${m[2]} caratteri, minimo ${m[3]})`
      : `valore di lunghezza non ammessa per ${target} (${m[2]} caratteri, ammessi ${m[3]})`;
  }
  m =
    /^\[facet '(maxInclusive|minInclusive|maxExclusive|minExclusive|totalDigits|fractionDigits)'\] The value '(.*?)'/s.exec(
      rest,
    );
  if (m) return `valore ${quote(m[2]!)} fuori dai limiti ammessi per ${target}`;
  m = /^'(.*)' is not a valid value of the (?:atomic|list|union) type '([^']+)'\.$/s.exec(rest);
  if (m) {
    if (m[1] === '') return `${target} è vuoto`;
    return `valore ${quote(m[1]!)} non valido per ${target}${typeHint(m[2]!)}`;
  }
  return `contenuto non conforme allo schema FatturaPA in ${target}`;
}

/**
 * libxml2's schema errors as one Italian sentence naming the element, e.g. "File non valido:
 * elemento 'Numero' mancante in DatiGeneraliDocumento (riga 28)"; further errors are counted.
 */
export function schemaErrorMessage(details: LibxmlDetail[]): string {
  const first = details[0];
  if (!first) return 'File non valido secondo lo schema FatturaPA';
  const { body } = placeOf(first);
  const where = [body ? `fattura n. ${body} del file` : null, first.line > 0 ? `riga ${first.line}` : null]
    .filter(Boolean)
    .join(', ');
  const others = details.length - 1;
  const more = others > 0 ? `; ${others === 1 ? 'e un altro errore' : `e altri ${others} errori`}` : '';
  return `File non valido: ${schemaProblem(first)}${where ? ` (${where})` : ''}${more}`;
}

/** The reason of a well-formedness error, in Italian. */
function parseProblem(message: string): string {
  let m = /Opening and ending tag mismatch: (\S+) line (\d+) and (\S+)/.exec(message);
  if (m) return `il tag '${m[1]}' aperto alla riga ${m[2]} è chiuso da '${m[3]}'`;
  if (/xmlParseEntityRef: no name|EntityRef: expecting ';'/.test(message)) {
    return "carattere '&' non codificato (va scritto &amp;)";
  }
  m = /Entity '([^']+)' not defined/.exec(message);
  if (m) return `entità '&${m[1]};' non definita`;
  if (/invalid Char|Char 0x|not proper UTF-8|Invalid bytes in character encoding|encoding error/i.test(message)) {
    return 'carattere non valido per la codifica del file';
  }
  if (/Start tag expected|Document is empty/.test(message)) return "manca l'elemento iniziale";
  if (/Extra content at the end of the document/.test(message)) return 'contenuto dopo la fine del documento';
  if (/Unsupported encoding|unknown encoding/i.test(message)) return 'codifica dei caratteri non supportata';
  if (/attributes construct error|AttValue|Couldn't find end of Start Tag|Specification mandates value/.test(message)) {
    return 'tag o attributo scritto in modo non corretto';
  }
  return 'struttura XML non corretta';
}

/**
 * A well-formedness error. A file whose error sits on its last line and that does not close its
 * root element was cut short (an interrupted download or copy): it is called truncated.
 */
export function parseErrorOf(details: LibxmlDetail[], bytes: Uint8Array): { code: EInvoiceErrorCode; message: string } {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const first = details[0];
  const endOfData = details.some((detail) => /Premature end of data|EndTag: '<\/' not found/.test(detail.message));
  const lastLine = text.trimEnd().split('\n').length;
  const endsWithClosingTag = /<\/[\w.:-]+\s*>\s*$/.test(text.slice(-300));
  if (endOfData || (first && first.line >= lastLine && !endsWithClosingTag)) {
    return {
      code: 'truncated-xml',
      message: 'File XML incompleto: il contenuto si interrompe prima della fine del documento (file troncato)',
    };
  }
  if (first && /Unsupported encoding|unknown encoding/i.test(first.message)) {
    return { code: 'unsupported-encoding', message: 'Codifica dei caratteri del file non supportata' };
  }
  return {
    code: 'malformed-xml',
    message: first
      ? `File XML non ben formato alla riga ${first.line}: ${parseProblem(first.message)}`
      : 'File XML non ben formato',
  };
}
