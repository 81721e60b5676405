import { Button, Callout, Card, Collapse, H4, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { EInvoiceDetails_invoice$key } from '../../__generated__/EInvoiceDetails_invoice.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { DataRow, DetailTable } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { formatEuro, formatIban } from '../../shared/format.ts';
import { EInvoiceDocument } from './EInvoiceDocument.tsx';
import { PAYMENT_METHODS, einvoiceTexts as t } from './einvoiceTexts.ts';
import { downloadInvoiceFile } from './invoiceFiles.ts';
import { LinkOrderCard } from './LinkOrderCard.tsx';
import { AttachPdfButton } from './AttachPdfButton.tsx';
import { InvoiceAttachmentButtons } from './InvoiceAttachmentButtons.tsx';

/** A figure of the file as written, with the minus of a credit note (the file's own are unsigned). */
function signed(amount: string, negative: boolean): string {
  if (!negative || Number(amount) === 0) return amount;
  return amount.startsWith('-') ? amount.slice(1) : `-${amount}`;
}

function percent(value: string): string {
  return `${Number(value).toLocaleString('it-IT', { maximumFractionDigits: 2 })}%`;
}

function quantity(value: string | null | undefined): string {
  return value == null ? t.none : Number(value).toLocaleString('it-IT', { maximumFractionDigits: 8 });
}

/** A discount (SC) or surcharge (MG) of a line, after its unit price: " (sconto 10%)". */
function adjustment(a: { type: string; percentage: string | null | undefined; amount: string | null | undefined }) {
  const what = a.type === 'MG' ? t.surcharge : t.discount;
  return ` (${what} ${a.percentage ? percent(a.percentage) : formatEuro(a.amount)})`;
}

async function download(path: string, name: string) {
  try {
    await downloadInvoiceFile(path, name, t.downloadFailed);
  } catch (error) {
    showToast(`${t.downloadFailed}: ${(error as Error).message}`, 'danger');
  }
}

/**
 * What issue 14 adds to the invoice detail: document type (a credit note stated clearly, amounts
 * with a minus), source, signer, discrepancies, the file's lines, VAT summary, withholding and
 * payment schedule, the original and the attachments to download, and the whole document.
 */
export function EInvoiceDetails({
  invoice,
  onChanged,
}: {
  invoice: EInvoiceDetails_invoice$key;
  onChanged: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment EInvoiceDetails_invoice on Invoice {
        id
        canLinkOrder
        canAttach
        documentType
        documentTypeLabel
        isCreditNote
        source
        signerName
        discrepancies
        linkedInvoiceReference
        linkedInvoice {
          rowId
          invoiceNumber
        }
        originalFileName
        originalDownloadPath
        documentTotal
        withholdingAmount
        stampDutyAmount
        welfareFundAmount
        lines {
          rowId
          lineNumber
          description
          exactQuantity
          unit
          exactUnitPrice
          discounts {
            type
            percentage
            amount
          }
          vatPercentage
          vatNature
          lineTotal
        }
        vatSummary {
          vatPercentage
          vatNature
          taxableAmount
          taxAmount
          chargeability
        }
        paymentSchedule {
          dueDate
          amount
          method
          iban
        }
        ...InvoiceAttachmentButtons_invoice
        ...EInvoiceDocument_invoice
      }
    `,
    invoice,
  );
  const imported = data.source === 'fatturapa';
  const minus = data.isCreditNote;
  const money = (amount: string) => formatEuro(signed(amount, minus));

  return (
    <section className="einvoice-details" lang="it" aria-label={t.section}>
      {data.discrepancies.length > 0 && (
        <Callout intent="warning" icon="warning-sign" title={t.discrepancies} className="einvoice-details__warning">
          <ul>
            {data.discrepancies.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </Callout>
      )}
      {minus && (
        <Callout intent="primary" icon="undo" title={t.creditNote}>
          {t.creditNoteHelp}
        </Callout>
      )}
      <Card className="fin-section">
        <dl className="fin-facts">
          <dt>{t.documentType}</dt>
          <dd>
            {data.documentType} · {data.documentTypeLabel}{' '}
            {minus && (
              <Tag intent="warning" minimal>
                {t.creditNote}
              </Tag>
            )}
          </dd>
          <dt>{t.source}</dt>
          <dd>{t.sources[data.source] ?? data.source}</dd>
          {data.linkedInvoiceReference && (
            <>
              <dt>{t.linkedInvoice}</dt>
              <dd>
                {data.linkedInvoice ? (
                  <Link to={`/invoices/${data.linkedInvoice.rowId}`}>{data.linkedInvoice.invoiceNumber}</Link>
                ) : (
                  data.linkedInvoiceReference
                )}
              </dd>
            </>
          )}
          {data.signerName && (
            <>
              <dt>{t.signer}</dt>
              <dd>{data.signerName}</dd>
            </>
          )}
          {data.documentTotal && (
            <>
              <dt>{t.documentTotal}</dt>
              <dd className="data-num">{money(data.documentTotal)}</dd>
            </>
          )}
          {data.withholdingAmount && (
            <>
              <dt>{t.withholding}</dt>
              <dd className="data-num">{formatEuro(data.withholdingAmount)}</dd>
            </>
          )}
          {data.stampDutyAmount && (
            <>
              <dt>{t.stampDuty}</dt>
              <dd className="data-num">{formatEuro(data.stampDutyAmount)}</dd>
            </>
          )}
          {data.welfareFundAmount && (
            <>
              <dt>{t.welfareFund}</dt>
              <dd className="data-num">{formatEuro(data.welfareFundAmount)}</dd>
            </>
          )}
        </dl>
        <div className="einvoice-details__files">
          {data.originalDownloadPath && data.originalFileName && (
            <Button
              icon="download"
              text={`${t.original} (${data.originalFileName})`}
              onClick={() => void download(data.originalDownloadPath!, data.originalFileName!)}
            />
          )}
          {!imported && data.canAttach && <AttachPdfButton invoiceId={data.id} />}
          <InvoiceAttachmentButtons invoice={data} onDownload={(path, name) => void download(path, name)} />
        </div>
      </Card>

      {imported && (
        <Card className="data-card">
          <H4 className="fin-section__title">{t.lines}</H4>
          <DetailTable
            label={t.lines}
            columns={[
              { label: t.lineNumber, kind: 'num' },
              { label: t.description },
              { label: t.quantity, kind: 'num' },
              { label: t.unitPrice, kind: 'num' },
              { label: t.vat, kind: 'num' },
              { label: t.nature },
              { label: t.lineTotal, kind: 'num' },
            ]}
            rows={data.lines.map((line) => (
              <DataRow
                key={line.rowId}
                cells={[
                  line.lineNumber ?? t.none,
                  line.description,
                  `${quantity(line.exactQuantity)}${line.unit ? ` ${line.unit}` : ''}`,
                  `${formatEuro(line.exactUnitPrice)}${line.discounts.map(adjustment).join('')}`,
                  percent(line.vatPercentage),
                  line.vatNature ?? t.none,
                  money(line.lineTotal),
                ]}
              />
            ))}
          />
        </Card>
      )}

      {data.vatSummary.length > 0 && (
        <Card className="data-card">
          <H4 className="fin-section__title">{t.vatSummary}</H4>
          <DetailTable
            label={t.vatSummary}
            columns={[
              { label: t.vat, kind: 'num' },
              { label: t.nature },
              { label: t.taxable, kind: 'num' },
              { label: t.tax, kind: 'num' },
              { label: t.chargeability },
            ]}
            rows={data.vatSummary.map((row, i) => (
              <DataRow
                key={i}
                cells={[
                  percent(row.vatPercentage),
                  row.vatNature ?? t.none,
                  money(row.taxableAmount),
                  money(row.taxAmount),
                  row.chargeability ? (t.chargeabilities[row.chargeability] ?? row.chargeability) : t.none,
                ]}
              />
            ))}
          />
        </Card>
      )}

      {data.paymentSchedule.length > 0 && (
        <Card className="data-card">
          <H4 className="fin-section__title">{t.schedule}</H4>
          <DetailTable
            label={t.schedule}
            columns={[{ label: t.dueDate }, { label: t.amount, kind: 'num' }, { label: t.method }, { label: t.iban }]}
            rows={data.paymentSchedule.map((p, i) => (
              <DataRow
                key={i}
                cells={[
                  p.dueDate ? formatDate(p.dueDate) : t.none,
                  money(p.amount),
                  PAYMENT_METHODS[p.method] ? `${p.method} · ${PAYMENT_METHODS[p.method]}` : p.method,
                  <span className="einvoice-details__iban">{p.iban ? formatIban(p.iban) : t.none}</span>,
                ]}
              />
            ))}
          />
        </Card>
      )}

      {imported && data.canLinkOrder && <LinkOrderCard invoiceId={data.id} onLinked={onChanged} />}

      {imported && <DocumentCard invoice={data} />}
    </section>
  );
}

function DocumentCard({ invoice }: { invoice: Parameters<typeof EInvoiceDocument>[0]['invoice'] }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="data-card">
      <div className="einvoice-details__doc-head">
        <H4 className="fin-section__title">{t.document}</H4>
        <Button
          icon={open ? 'chevron-up' : 'chevron-down'}
          text={open ? t.hideDocument : t.showDocument}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        />
      </div>
      <Collapse isOpen={open} keepChildrenMounted={false}>
        <EInvoiceDocument invoice={invoice} onDownload={(path, name) => void download(path, name)} />
      </Collapse>
    </Card>
  );
}
