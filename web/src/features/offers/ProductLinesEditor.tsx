import { Button, Card, H4, NumericInput } from '@blueprintjs/core';
import { useState } from 'react';
import { FormField } from '../../shared/FormField.tsx';
import { formatDollar } from '../../shared/format.ts';
import { useFieldErrors } from '../../shared/useFieldErrors.ts';
import { ProductPicker, type ProductOption } from '../products/ProductPicker.tsx';
import { OFFER_FIELDS, type DraftLine } from './offerDraft.ts';
import { DraftTable } from './DraftTable.tsx';
import { offerTexts } from './texts.ts';

const t = offerTexts.create;
const PRODUCT = OFFER_FIELDS.product;

interface Props {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** The offer form's message on this section ("at least a product or a document"). */
  error: string | undefined;
}

/** Products of a new offer: pick one, a whole quantity of at least 1 (default 1). */
export function ProductLinesEditor({ lines, onChange, error }: Props) {
  const [pick, setPick] = useState<{ product: ProductOption | null; quantity: number }>({ product: null, quantity: 1 });
  const form = useFieldErrors(pick, (p) => (p.product ? {} : { [PRODUCT]: offerTexts.validation.product }));
  const shown = form.errors[PRODUCT] ?? error;

  function add() {
    if (!form.check() || !pick.product) return;
    const { product, quantity } = pick;
    onChange([...lines, { productId: product.id, name: product.name, unitPrice: product.price, quantity }]);
    setPick({ product: null, quantity: 1 });
    form.reset();
  }

  return (
    <Card className="proc-section">
      <H4>{t.products}</H4>
      <div className="proc-form-row">
        <FormField className="proc-grow" id={PRODUCT} label={t.product} error={shown}>
          <ProductPicker
            id={PRODUCT}
            placeholder={t.productPlaceholder}
            value={pick.product}
            onChange={(product) => setPick((p) => ({ ...p, product }))}
            invalid={Boolean(shown)}
          />
        </FormField>
        <FormField id="offer-quantity" label={t.quantity}>
          <NumericInput
            id="offer-quantity"
            className="proc-narrow"
            fill
            min={1}
            minorStepSize={null}
            stepSize={1}
            value={pick.quantity}
            onValueChange={(value) =>
              setPick((p) => ({ ...p, quantity: Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1 }))
            }
          />
        </FormField>
        <Button icon="add" text={t.addProduct} onClick={add} />
      </div>
      <DraftTable
        columns={[
          { label: t.product },
          { label: t.quantity, num: true },
          { label: t.unitPrice, num: true },
          { label: t.lineTotal, num: true },
        ]}
        items={lines}
        keyOf={(line, index) => `${line.productId}-${index}`}
        cells={(line) => [
          line.name,
          line.quantity,
          formatDollar(line.unitPrice),
          formatDollar(Number(line.unitPrice) * line.quantity),
        ]}
        empty={t.noProducts}
        removeLabel={t.remove}
        onChange={onChange}
      />
    </Card>
  );
}
