import fs from 'node:fs';
import type { XmlDocument, XmlElement, XsdValidator } from 'libxml2-wasm';
import { EInvoiceReadError } from './errors.ts';
import { parseErrorOf, schemaErrorMessage } from './libxml-messages.ts';
import type { XmlNode } from './types.ts';

export const FATTURAPA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

/** Root elements of the SdI's own messages (metadata, receipts, notifications). */
const SDI_ROOTS = new Set([
  'FileMetadati',
  'MetadatiInvioFile',
  'RicevutaConsegna',
  'NotificaScarto',
  'NotificaMancataConsegna',
  'NotificaEsito',
  'NotificaEsitoCommittente',
  'ScartoEsitoCommittente',
  'NotificaDecorrenzaTermini',
  'AttestazioneTrasmissioneFattura',
]);

/** The official schema files, kept in the repository beside this module (xsd/). */
const XSD_DIR = new URL('./xsd/', import.meta.url);
const MAIN_XSD = 'Schema_del_file_xml_FatturaPA_v1.2.2.xsd';
const DSIG_XSD = 'xmldsig-core-schema.xsd';
// libxml2 resolves the schema's <xs:import schemaLocation="xmldsig-core-schema.xsd"> against this
// made-up base; the provider answers exactly that one name and nothing else, so no schema, and no
// invoice, can make libxml2 read another file or the network.
const SCHEMA_BASE = 'fatturapa-xsd/';

type Libxml2 = typeof import('libxml2-wasm');

interface Loaded {
  libxml2: Libxml2;
  validator: XsdValidator;
  parseOptions: number;
}

let loading: Promise<Loaded> | null = null;

/**
 * libxml2 and the compiled schema, loaded on the first file and kept for the life of the process:
 * compiling the schema takes about 25 ms, validating one invoice afterwards a fraction of a
 * millisecond. Loaded lazily because instantiating the WebAssembly module costs memory (and under
 * the tsx loader, whose thread keeps ~150 MB after reading the 1 MB module) that a server process
 * which never receives an e-invoice should not pay. The schema's own document stays alive with it
 * (libxml2's compiled schema points into it).
 */
function loaded(): Promise<Loaded> {
  loading ??= import('libxml2-wasm').then((libxml2) => {
    const read = (name: string) => fs.readFileSync(new URL(name, XSD_DIR));
    libxml2.xmlRegisterInputProvider(new libxml2.XmlBufferInputProvider({ [SCHEMA_BASE + DSIG_XSD]: read(DSIG_XSD) }));
    const schemaDocument = libxml2.XmlDocument.fromBuffer(read(MAIN_XSD), { url: SCHEMA_BASE + MAIN_XSD });
    const { ParseOption } = libxml2;
    return {
      libxml2,
      validator: libxml2.XsdValidator.fromDoc(schemaDocument),
      // No entity substitution (XML_PARSE_NOENT stays off), no external DTD or entity (NO_XXE), no
      // network; CDATA sections read as text. The DOCTYPE was refused before: this is the second lock.
      parseOptions: ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE | ParseOption.XML_PARSE_NOCDATA,
    };
  });
  return loading;
}

/** Loads libxml2 and compiles the schema now rather than on the first file (e.g. at start-up). */
export async function loadFatturaPASchema(): Promise<void> {
  await loaded();
}

export type XmlReadResult = { kind: 'fatturapa'; tree: XmlNode } | { kind: 'sdi-message'; rootName: string };

/**
 * Parses an XML that passed assertSafeXml, checks its root, validates it against the FatturaPA
 * 1.2.2 schema and returns its tree. The same libxml2 parse serves validation and reading, so what
 * is read is exactly what was validated. Throws EInvoiceReadError.
 */
export async function readFatturaPAXml(bytes: Uint8Array): Promise<XmlReadResult> {
  const { libxml2, validator, parseOptions } = await loaded();
  let document: XmlDocument;
  try {
    document = libxml2.XmlDocument.fromBuffer(bytes, { option: parseOptions });
  } catch (error) {
    if (error instanceof libxml2.XmlParseError) {
      // A DTD that made the parse fail (an entity loop, an undefined entity) is still a DTD.
      if (
        /<!\s*DOCTYPE/i.test(
          Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 4096)).toString('latin1'),
        )
      ) {
        throw new EInvoiceReadError('forbidden-dtd', 'File rifiutato: contiene una dichiarazione DOCTYPE');
      }
      const { code, message } = parseErrorOf(error.details, bytes);
      throw new EInvoiceReadError(code, message);
    }
    throw error;
  }
  try {
    if (document.dtd) {
      throw new EInvoiceReadError('forbidden-dtd', 'File rifiutato: contiene una dichiarazione DOCTYPE');
    }
    const root = document.root;
    if (root.name !== 'FatturaElettronica' || root.namespaceUri !== FATTURAPA_NAMESPACE) {
      if (SDI_ROOTS.has(root.name)) return { kind: 'sdi-message', rootName: root.name };
      throw new EInvoiceReadError('not-fatturapa', wrongRootMessage(root.name, root.namespaceUri));
    }
    try {
      validator.validate(document);
    } catch (error) {
      if (error instanceof libxml2.XmlValidateError) {
        throw new EInvoiceReadError('schema-invalid', schemaErrorMessage(error.details));
      }
      throw error;
    }
    return { kind: 'fatturapa', tree: treeOf(root, libxml2) };
  } finally {
    document.dispose();
  }
}

function wrongRootMessage(name: string, namespace: string): string {
  if (name === 'FatturaElettronica') {
    return namespace
      ? `Il file non è una fattura elettronica FatturaPA 1.2: lo spazio dei nomi '${namespace.slice(0, 100)}' non è ${FATTURAPA_NAMESPACE}`
      : `Il file non è una fattura elettronica FatturaPA 1.2: manca lo spazio dei nomi ${FATTURAPA_NAMESPACE}`;
  }
  return `Il file non è una fattura elettronica: l'elemento principale è '${name.slice(0, 60)}' invece di 'FatturaElettronica'`;
}

/** The libxml2 tree as plain data (the document is disposed right after). */
function treeOf(element: XmlElement, libxml2: Libxml2): XmlNode {
  const children: XmlNode[] = [];
  let text = '';
  for (let node = element.firstChild; node; node = node.next) {
    if (node instanceof libxml2.XmlElement) children.push(treeOf(node, libxml2));
    else if (node instanceof libxml2.XmlText || node instanceof libxml2.XmlCData) text += node.content;
  }
  const result: XmlNode = { name: element.name, children };
  const attributes = element.attrs;
  if (attributes.length > 0) {
    result.attributes = attributes.map((attribute) => ({
      name: attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name,
      value: attribute.value,
    }));
  }
  if (children.length === 0) result.value = text;
  return result;
}
