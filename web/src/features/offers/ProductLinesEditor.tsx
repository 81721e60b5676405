import { Button, Card, FormGroup, H4, HTMLSelect, HTMLTable, NumericInput } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../components/toaster.ts';
import { formatDollar } from '../../shared/format.ts';
import type { DraftLine } from './offerDraft.ts';
import { offerTexts } from './texts.ts';

const t = offerTexts.create;

export interface ProductOption {
  id: string;
  name: string;
  price: string;
}

interface Props {
  products: readonly ProductOption[];
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
}

/** Products of a new offer: pick one, a whole quantity of at least 1 (default 1). */
export function ProductLinesEditor({ products, lines, onChange }: Props) {
  const [productId, setProductId] = useState('');
  const [quantity, setQuantity] = useState(1);

  function add() {
    const product = products.find((p) => p.id === productId);
    if (!product) {
      showToast(offerTexts.validation.product, 'danger');
      return;
    }
    onChange([
      ...lines,
      {
        productId: product.id,
        name: product.name,
        unitPrice: product.price,
        quantity: Math.max(1, Math.floor(quantity)),
      },
    ]);
    setProductId('');
    setQuantity(1);
  }

  return (
    <Card className="proc-section">
      <H4>{t.products}</H4>
      <div className="proc-form-row">
        <FormGroup className="proc-grow" label={t.product} labelFor="offer-product">
          <HTMLSelect id="offer-product" fill value={productId} onChange={(e) => setProductId(e.currentTarget.value)}>
            <option value="">{t.productPlaceholder}</option>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} — {formatDollar(p.price)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t.quantity} labelFor="offer-quantity">
          <NumericInput
            id="offer-quantity"
            className="proc-narrow"
            fill
            min={1}
            minorStepSize={null}
            stepSize={1}
            value={quantity}
            onValueChange={(value) => setQuantity(Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1)}
          />
        </FormGroup>
        <Button icon="add" text={t.addProduct} onClick={add} />
      </div>
      {lines.length === 0 ? (
        <p className="proc-muted">{t.noProducts}</p>
      ) : (
        <HTMLTable className="proc-table" compact>
          <thead>
            <tr>
              <th>{t.product}</th>
              <th className="proc-num">{t.quantity}</th>
              <th className="proc-num">{t.unitPrice}</th>
              <th className="proc-num">{t.lineTotal}</th>
              <th className="proc-actions" aria-label={t.remove} />
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${line.productId}-${index}`}>
                <td>{line.name}</td>
                <td className="proc-num">{line.quantity}</td>
                <td className="proc-num">{formatDollar(line.unitPrice)}</td>
                <td className="proc-num">{formatDollar(Number(line.unitPrice) * line.quantity)}</td>
                <td className="proc-actions">
                  <Button
                    variant="minimal"
                    icon="trash"
                    aria-label={t.remove}
                    onClick={() => onChange(lines.filter((_, i) => i !== index))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
