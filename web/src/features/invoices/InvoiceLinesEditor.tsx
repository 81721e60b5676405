import { Button, HTMLTable, InputGroup } from '@blueprintjs/core';
import { formatEuro } from '../../shared/format.ts';
import { previewLine } from './linePreview.ts';
import { invoiceDialogTexts as t } from './texts.ts';

export interface LineValues {
  productId: string | null;
  description: string;
  quantity: string;
  unitPrice: string;
  vatPercentage: string;
}

export function emptyLine(): LineValues {
  return { productId: null, description: '', quantity: '1', unitPrice: '', vatPercentage: '22' };
}

interface InvoiceLinesEditorProps {
  lines: LineValues[];
  onChange: (lines: LineValues[]) => void;
}

/** The dialog's lines with a live preview of net, VAT and total (the server recomputes on save). */
export function InvoiceLinesEditor({ lines, onChange }: InvoiceLinesEditorProps) {
  const update = (index: number, patch: Partial<LineValues>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const previews = lines.map((l) => previewLine(l.quantity, l.unitPrice || '0', l.vatPercentage || '0'));
  const net = previews.reduce((s, p) => s + (p?.net ?? 0), 0);
  const vat = previews.reduce((s, p) => s + (p?.vat ?? 0), 0);
  return (
    <div className="fin-lines">
      <HTMLTable className="fin-table" compact>
        <thead>
          <tr>
            <th>{t.description}</th>
            <th>{t.quantity}</th>
            <th>{t.unitPrice}</th>
            <th>{t.vat}</th>
            <th className="fin-num">{t.lineTotal}</th>
            <th aria-label={t.removeLine} />
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <td>
                <InputGroup
                  aria-label={`${t.description} ${index + 1}`}
                  value={line.description}
                  onValueChange={(v) => update(index, { description: v })}
                />
              </td>
              <td>
                <InputGroup
                  aria-label={`${t.quantity} ${index + 1}`}
                  type="number"
                  min={1}
                  step={1}
                  value={line.quantity}
                  onValueChange={(v) => update(index, { quantity: v })}
                />
              </td>
              <td>
                <InputGroup
                  aria-label={`${t.unitPrice} ${index + 1}`}
                  type="number"
                  min={0}
                  step={0.01}
                  value={line.unitPrice}
                  onValueChange={(v) => update(index, { unitPrice: v })}
                />
              </td>
              <td>
                <InputGroup
                  aria-label={`${t.vat} ${index + 1}`}
                  type="number"
                  min={0}
                  max={100}
                  step={0.01}
                  value={line.vatPercentage}
                  onValueChange={(v) => update(index, { vatPercentage: v })}
                />
              </td>
              <td className="fin-num">{previews[index] ? formatEuro(previews[index].net) : '—'}</td>
              <td className="fin-actions">
                <Button
                  variant="minimal"
                  icon="cross"
                  aria-label={`${t.removeLine} ${index + 1}`}
                  disabled={lines.length === 1}
                  onClick={() => onChange(lines.filter((_, i) => i !== index))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <div className="fin-totals">
        <Button variant="minimal" icon="add" text={t.addLine} onClick={() => onChange([...lines, emptyLine()])} />
        <span className="fin-toolbar__spacer" />
        <span>
          {t.net}: {formatEuro(net)}
        </span>
        <span>
          {t.vatAmount}: {formatEuro(vat)}
        </span>
        <strong>
          {t.total}: {formatEuro(net + vat)}
        </strong>
      </div>
      <p className="fin-muted">{t.totalsNote}</p>
    </div>
  );
}
