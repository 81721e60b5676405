import { discrepanciesOf } from './discrepancies.ts';
import { EInvoiceReadError } from './errors.ts';
import { bodyOf } from './map-body.ts';
import { partyOf, transmissionOf } from './map-header.ts';
import type { ParsedFatturaPA, XmlNode } from './types.ts';
import { childrenOf, requiredChild } from './xml-node.ts';
import { italianDay } from '../../shared/calendar.ts';

/**
 * A schema-valid FatturaElettronica tree as typed data, each body with its discrepancies. Refuses a
 * body in another currency than EUR: amounts are kept as written, and nothing downstream converts.
 */
export function documentOf(tree: XmlNode): ParsedFatturaPA {
  const header = requiredChild(tree, 'FatturaElettronicaHeader');
  const version = tree.attributes?.find((attribute) => attribute.name === 'versione')?.value;
  const bodies = childrenOf(tree, 'FatturaElettronicaBody').map((body, index) => {
    const read = bodyOf(body, index);
    if (read.currency !== 'EUR') {
      throw new EInvoiceReadError(
        'unsupported-currency',
        `Valuta '${read.currency}' non supportata (documento n. ${read.number} del ${italianDay(read.date)}): per ora si importano solo fatture in euro (EUR)`,
      );
    }
    return { ...read, discrepancies: discrepanciesOf(read) };
  });
  return {
    version: version === 'FPA12' ? 'FPA12' : 'FPR12',
    transmission: transmissionOf(header),
    supplier: partyOf(requiredChild(header, 'CedentePrestatore')),
    customer: partyOf(requiredChild(header, 'CessionarioCommittente')),
    bodies,
    tree,
  };
}
