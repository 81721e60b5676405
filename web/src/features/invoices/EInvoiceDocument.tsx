import { Button } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { EInvoiceDocument_invoice$key } from '../../__generated__/EInvoiceDocument_invoice.graphql.ts';
import { formatBytes } from '../../shared/format.ts';

/**
 * FatturaPA's element names in words ("DatiGeneraliDocumento" -> "Dati generali documento"): the
 * names are Italian already, so every element, also those the product does not model, gets a
 * readable label without a table that would miss the rare ones.
 */
export function elementLabel(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ');
  return words.map((w, i) => (i === 0 || /^[A-Z]{2,}$/.test(w) ? w : w.toLowerCase())).join(' ');
}

/** The whole document as the reader kept it: sections by depth, each leaf with its value as written. */
export function EInvoiceDocument({
  invoice,
  onDownload,
}: {
  invoice: EInvoiceDocument_invoice$key;
  onDownload: (path: string, name: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment EInvoiceDocument_invoice on Invoice {
        document {
          name
          value
          depth
          attachmentRowId
          attachmentSize
          attributes {
            name
            value
          }
        }
        attachments {
          rowId
          fileName
          downloadPath
        }
      }
    `,
    invoice,
  );
  const files = new Map(data.attachments.map((a) => [a.rowId, a]));
  return (
    <div className="einvoice-doc" role="tree" aria-label="FatturaPA">
      {(data.document ?? []).map((element, i) => {
        const file = element.attachmentRowId != null ? files.get(element.attachmentRowId) : undefined;
        const leaf = element.value != null || file;
        return (
          <div
            key={i}
            role="treeitem"
            aria-level={element.depth + 1}
            className={leaf ? 'einvoice-doc__field' : 'einvoice-doc__section'}
            style={{ paddingLeft: `${Math.min(element.depth, 8) * 12}px` }}
            title={element.name}
          >
            <span className="einvoice-doc__label">
              {elementLabel(element.name)}
              {element.attributes.map((a) => ` (${a.name}: ${a.value})`).join('')}
            </span>
            {file ? (
              <Button
                small
                icon="paperclip"
                text={`${file.fileName}${element.attachmentSize ? ` (${formatBytes(element.attachmentSize)})` : ''}`}
                onClick={() => onDownload(file.downloadPath, file.fileName)}
              />
            ) : (
              element.value != null && <span className="einvoice-doc__value">{element.value}</span>
            )}
          </div>
        );
      })}
    </div>
  );
}
