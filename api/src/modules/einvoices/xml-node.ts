import { EInvoiceReadError } from './errors.ts';
import type { XmlNode } from './types.ts';

/**
 * Reading helpers over a validated document tree. The schema already guarantees what is required,
 * so a missing required element here is a bug of this module, not of the file; it still becomes a
 * clean refusal rather than a crash.
 */

export const childOf = (node: XmlNode | undefined, name: string): XmlNode | undefined =>
  node?.children.find((child) => child.name === name);

export const childrenOf = (node: XmlNode | undefined, name: string): XmlNode[] =>
  node ? node.children.filter((child) => child.name === name) : [];

/**
 * The text of an optional leaf child, surrounding blanks removed (the schema's simple types are
 * whitespace-collapsed for numbers and dates; names and descriptions lose only the margins).
 */
export function textOf(node: XmlNode | undefined, name: string): string | null {
  const value = childOf(node, name)?.value;
  return value === undefined ? null : value.trim();
}

export function requiredChild(node: XmlNode | undefined, name: string): XmlNode {
  const child = childOf(node, name);
  if (!child) throw missing(node, name);
  return child;
}

export function requiredText(node: XmlNode | undefined, name: string): string {
  const value = textOf(node, name);
  if (value === null) throw missing(node, name);
  return value;
}

/** The texts of every child of that name, in order (Causale, RiferimentoNumeroLinea...). */
export const textsOf = (node: XmlNode | undefined, name: string): string[] =>
  childrenOf(node, name).map((child) => (child.value ?? '').trim());

/** 'SI' flags (Ritenuta, BolloVirtuale): the schema allows only SI or absence. */
export const flagOf = (node: XmlNode | undefined, name: string): boolean => textOf(node, name) === 'SI';

function missing(node: XmlNode | undefined, name: string): EInvoiceReadError {
  return new EInvoiceReadError(
    'schema-invalid',
    `File non valido: elemento '${name}' mancante in ${node?.name ?? 'FatturaElettronica'}`,
  );
}
