import type { XmlNode } from '../einvoices/types.ts';

/**
 * The readable rendering an imported invoice keeps (issue 14, point 10): the file's whole document
 * tree, every element in file order, with the header and only this invoice's own body (a file may
 * hold several). An embedded attachment's content is a reference to the invoice's attachment by its
 * position among them, never its base64.
 */
export interface StoredNode {
  name: string;
  attributes?: { name: string; value: string }[];
  value?: string;
  children: StoredNode[];
  /** Position among this invoice's embedded attachments, and the decoded size. */
  attachment?: { index: number; size: number };
}

function copy(node: XmlNode): StoredNode {
  return {
    name: node.name,
    ...(node.attributes?.length ? { attributes: node.attributes } : {}),
    ...(node.value !== undefined ? { value: node.value } : {}),
    children: node.children.map(copy),
    ...(node.attachment ? { attachment: { index: node.attachment.index, size: node.attachment.size } } : {}),
  };
}

export function treeForBody(tree: XmlNode, bodyIndex: number): StoredNode {
  let seen = -1;
  const children = tree.children.filter((child) => {
    if (child.name !== 'FatturaElettronicaBody') return true;
    seen += 1;
    return seen === bodyIndex;
  });
  return copy({ ...tree, children });
}

/**
 * The attributes a reader is shown: the file's own (versione="FPR12", a signature's Id), not the XML
 * namespace plumbing (xmlns declarations, xsi:schemaLocation with its long URL), which says nothing
 * about the invoice and only pushes the element's name off a phone's screen. The stored tree keeps
 * them; the original file has every byte.
 */
export function shownAttributes(attributes: { name: string; value: string }[] | undefined) {
  return (attributes ?? []).filter((a) => !/^(xmlns(:|$)|xsi:)/.test(a.name));
}

/** One element of the rendering, flattened in document order with its depth (the root is 0). */
export interface FlatNode {
  depth: number;
  name: string;
  value: string | null;
  attributes: { name: string; value: string }[];
  attachmentIndex: number | null;
  attachmentSize: number | null;
}

/** At most this many elements are rendered (a 5 MB file has fewer); the rest is cut, not an error. */
export const MAX_RENDERED_NODES = 50_000;

export function flatten(root: StoredNode): FlatNode[] {
  const out: FlatNode[] = [];
  const visit = (node: StoredNode, depth: number): void => {
    if (out.length >= MAX_RENDERED_NODES) return;
    out.push({
      depth,
      name: node.name,
      value: node.value ?? null,
      attributes: shownAttributes(node.attributes),
      attachmentIndex: node.attachment?.index ?? null,
      attachmentSize: node.attachment?.size ?? null,
    });
    for (const child of node.children) visit(child, depth + 1);
  };
  visit(root, 0);
  return out;
}
