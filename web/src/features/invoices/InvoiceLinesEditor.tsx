import { Button, InputGroup } from '@blueprintjs/core';
import { DataRow, DetailTable } from '../../shared/DataTable.tsx';
import { formatEuro } from '../../shared/format.ts';
import { InvoiceTotals } from './InvoiceTotals.tsx';
import { previewLine } from './linePreview.ts';
import { invoiceDialogTexts as t } from './texts.ts';
import type { Choice } from '../../shared/SearchPicker.tsx';
import { LineCostCenterPicker } from './LineCostCenterPicker.tsx';

export interface LineValues {
  productId: string | null;
  description: string;
  quantity: string;
  unitPrice: string;
  vatPercentage: string;
  /** Issue 18: the cost center the line is charged to (invoices without an order only). */
  costCenter: Choice | null;
}

export function emptyLine(costCenter: Choice | null = null): LineValues {
  return { productId: null, description: '', quantity: '1', unitPrice: '', vatPercentage: '22', costCenter };
}

interface InvoiceLinesEditorProps {
  lines: LineValues[];
  onChange: (lines: LineValues[]) => void;
  /** Per-line cost centers: shown for an invoice without an order; `usual` fills a new line. */
  costCenters?: { usual: Choice | null } | null;
}

/** The typed columns of a line: the description, then figures. */
const INPUTS = [
  { key: 'description', label: t.description },
  { key: 'quantity', label: t.quantity, type: 'number', min: 1, step: 1 },
  { key: 'unitPrice', label: t.unitPrice, type: 'number', min: 0, step: 0.01 },
  { key: 'vatPercentage', label: t.vat, type: 'number', min: 0, max: 100, step: 0.01 },
] as const;

/** The dialog's lines with a live preview of net, VAT and total (the server recomputes on save). */
export function InvoiceLinesEditor({ lines, onChange, costCenters }: InvoiceLinesEditorProps) {
  const update = (index: number, patch: Partial<LineValues>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const previews = lines.map((l) => previewLine(l.quantity, l.unitPrice || '0', l.vatPercentage || '0'));
  const net = previews.reduce((s, p) => s + (p?.net ?? 0), 0);
  const vat = previews.reduce((s, p) => s + (p?.vat ?? 0), 0);
  return (
    <div className="fin-lines">
      <DetailTable
        columns={[
          ...INPUTS.map((input) => ({ label: input.label })),
          ...(costCenters ? [{ label: t.costCenter }] : []),
          { label: t.lineTotal, kind: 'num' },
          { label: '', kind: 'actions' },
        ]}
        rows={lines.map((line, index) => (
          <DataRow
            key={index}
            cells={[
              ...INPUTS.map(({ key, label, ...input }) => (
                <InputGroup
                  key={key}
                  aria-label={`${label} ${index + 1}`}
                  {...input}
                  value={line[key]}
                  onValueChange={(v) => update(index, { [key]: v })}
                />
              )),
              ...(costCenters
                ? [
                    <span key="costCenter" className="fin-line-cost-center">
                      <label className="sr-only" htmlFor={`invoice-line-cost-center-${index + 1}`}>
                        {`${t.costCenter} ${index + 1}`}
                      </label>
                      <LineCostCenterPicker
                        id={`invoice-line-cost-center-${index + 1}`}
                        lang="it"
                        value={line.costCenter}
                        onChange={(costCenter) => update(index, { costCenter })}
                        placeholder={t.usualCostCenter}
                      />
                    </span>,
                  ]
                : []),
              previews[index] ? formatEuro(previews[index].net) : '—',
              <Button
                key="remove"
                variant="minimal"
                icon="cross"
                aria-label={`${t.removeLine} ${index + 1}`}
                disabled={lines.length === 1}
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
              />,
            ]}
          />
        ))}
      />
      <InvoiceTotals net={net} vat={vat} total={net + vat} labels={{ ...t, vat: t.vatAmount }} format={formatEuro}>
        <Button
          variant="minimal"
          icon="add"
          text={t.addLine}
          onClick={() => onChange([...lines, emptyLine(costCenters?.usual ?? null)])}
        />
        <span className="fin-toolbar__spacer" />
      </InvoiceTotals>
      <p className="fin-muted">{t.totalsNote}</p>
    </div>
  );
}
