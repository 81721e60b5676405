import { Button, Callout, Card, H5, Icon, ProgressBar, Tag } from '@blueprintjs/core';
import { useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatEuro } from '../../shared/format.ts';
import { importTexts as t } from './importTexts.ts';
import { useImportEInvoicesMutation, type ImportReport } from './useImportEInvoicesMutation.ts';
import './EInvoiceImport.css';

const ACCEPTED = /\.(xml|p7m|zip)$/i;

type FileState = 'waiting' | 'uploading' | 'done' | 'failed';
interface Upload {
  key: string;
  file: File;
  state: FileState;
  message?: string;
}

const EMPTY_REPORT: ImportReport = { imported: [], duplicates: [], errors: [] };

function merge(a: ImportReport, b: ImportReport): ImportReport {
  return {
    imported: [...a.imported, ...b.imported],
    duplicates: [...a.duplicates, ...b.duplicates],
    errors: [...a.errors, ...b.errors],
  };
}

/**
 * The Fatture screen's drop zone (finance and admin): files dropped or picked are sent one request
 * each, in turn, so each file shows its own state and a refused or failed one never holds back the
 * others; then one summary of every request: imported (links, discrepancies), duplicates (link to
 * the invoice already there), refused files with the server's Italian reason.
 */
export function EInvoiceImport({ onImported }: { onImported: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [over, setOver] = useState(false);
  const [send, busy] = useImportEInvoicesMutation();
  const running = uploads.some((u) => u.state === 'waiting' || u.state === 'uploading') || busy;

  const start = async (chosen: readonly File[]) => {
    if (chosen.length === 0 || running) return;
    const refused = chosen.filter((f) => !ACCEPTED.test(f.name));
    const files = chosen.filter((f) => ACCEPTED.test(f.name));
    const list: Upload[] = files.map((file, i) => ({ key: `${Date.now()}-${i}`, file, state: 'waiting' }));
    const set = (key: string, change: Partial<Upload>) =>
      setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));
    setUploads(list);
    let total: ImportReport = {
      ...EMPTY_REPORT,
      errors: refused.map((f) => ({ file: f.name, error: t.refused(f.name) })),
    };
    setReport(refused.length > 0 ? total : null);
    for (const upload of list) {
      set(upload.key, { state: 'uploading' });
      const outcome = await send([upload.file]);
      if (outcome.ok) {
        set(upload.key, { state: 'done' });
        total = merge(total, outcome.value);
      } else {
        set(upload.key, { state: 'failed', message: outcome.message });
        total = merge(total, { ...EMPTY_REPORT, errors: [{ file: upload.file.name, error: outcome.message }] });
      }
      setReport(total);
    }
    if (total.imported.length > 0) onImported();
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void start([...event.dataTransfer.files]);
  };
  const done = uploads.filter((u) => u.state === 'done' || u.state === 'failed').length;

  return (
    <section className="einvoice-import" aria-label={t.region}>
      <div
        className={`einvoice-import__zone${over ? ' einvoice-import__zone--over' : ''}`}
        data-testid="einvoice-dropzone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <Icon icon="import" size={20} />
        <span>{t.drop}</span>
        <Button small icon="folder-open" text={t.pick} disabled={running} onClick={() => input.current?.click()} />
        <span className="einvoice-import__hint">{t.accepted}</span>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept=".xml,.p7m,.zip"
          aria-label={t.pick}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            void start(files);
          }}
        />
      </div>
      {uploads.length > 0 && (
        <Card className="einvoice-import__files">
          <div className="einvoice-import__overall" role="status">
            {t.progress(done, uploads.length)}
          </div>
          <ul aria-label={t.progress(done, uploads.length)}>
            {uploads.map((u) => (
              <li key={u.key} className="einvoice-import__file" data-state={u.state}>
                <span className="einvoice-import__name">{u.file.name}</span>
                <ProgressBar
                  className="einvoice-import__bar"
                  animate={u.state === 'uploading'}
                  stripes={u.state === 'uploading'}
                  intent={u.state === 'failed' ? 'danger' : u.state === 'done' ? 'success' : 'none'}
                  value={u.state === 'waiting' ? 0 : u.state === 'uploading' ? undefined : 1}
                />
                <span className="einvoice-import__state">
                  {u.message ?? t[u.state === 'failed' ? 'failed' : u.state]}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {report && !running && <ImportSummary report={report} onClose={() => (setReport(null), setUploads([]))} />}
    </section>
  );
}

function ImportSummary({ report, onClose }: { report: ImportReport; onClose: () => void }) {
  return (
    <Card className="einvoice-import__summary" aria-label={t.summary} role="region">
      <div className="einvoice-import__summary-head">
        <H5>{t.summary}</H5>
        <Button minimal small icon="cross" aria-label={t.close} onClick={onClose} />
      </div>
      <div className="einvoice-import__counts">
        <Tag intent={report.imported.length > 0 ? 'success' : 'none'} large>
          {t.imported(report.imported.length)}
        </Tag>
        <Tag intent={report.duplicates.length > 0 ? 'warning' : 'none'} large>
          {t.duplicates(report.duplicates.length)}
        </Tag>
        <Tag intent={report.errors.length > 0 ? 'danger' : 'none'} large>
          {t.errors(report.errors.length)}
        </Tag>
      </div>
      {report.imported.length > 0 && (
        <ul className="einvoice-import__list" aria-label={t.imported(report.imported.length)}>
          {report.imported.map((invoice) => (
            <li key={invoice.id}>
              <Link to={`/invoices/${invoice.rowId}`}>{invoice.invoiceNumber}</Link>
              <span> · {invoice.supplierName} · </span>
              <span className="data-num">{formatEuro(invoice.totalAmount)}</span>
              {invoice.documentType === 'TD04' && (
                <Tag minimal intent="warning" className="einvoice-import__tag">
                  {t.creditNote}
                </Tag>
              )}
              {invoice.discrepancies.length > 0 && (
                <Callout intent="warning" compact className="einvoice-import__discrepancies">
                  <ul>
                    {invoice.discrepancies.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                </Callout>
              )}
            </li>
          ))}
        </ul>
      )}
      {report.duplicates.length > 0 && (
        <ul className="einvoice-import__list" aria-label={t.duplicates(report.duplicates.length)}>
          {report.duplicates.map((d) => (
            <li key={`${d.file}-${d.invoiceNumber}`}>
              <span>{d.file}</span> <span>{t.duplicateOf}</span>{' '}
              {d.rowId ? <Link to={`/invoices/${d.rowId}`}>{d.invoiceNumber}</Link> : d.invoiceNumber}
            </li>
          ))}
        </ul>
      )}
      {report.errors.length > 0 && (
        <ul className="einvoice-import__list einvoice-import__errors" aria-label={t.errors(report.errors.length)}>
          {report.errors.map((e, i) => (
            <li key={`${e.file}-${i}`}>
              <strong>{e.file}</strong>: {e.error}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
