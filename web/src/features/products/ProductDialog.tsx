import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { RequiredMark } from '../../components/RequiredMark.tsx';
import type { Outcome } from '../../shared/outcome.ts';
import { productTexts as t } from './texts.ts';

export interface ProductValues {
  name: string;
  description: string | null;
  price: string;
  category: string | null;
}

interface ProductDialogProps {
  initial: ProductValues | null;
  categories: readonly string[];
  busy: boolean;
  onSave: (values: ProductValues) => Promise<Outcome>;
  onClose: () => void;
}

/** The spec's checks before sending: trimmed name required, price a number above 0. */
function validate(name: string, price: string): string | null {
  if (!name.trim()) return t.nameRequired;
  const value = Number(price.replace(',', '.'));
  if (!price.trim() || !Number.isFinite(value) || value <= 0) return t.pricePositive;
  return null;
}

export function ProductDialog({ initial, categories, busy, onSave, onClose }: ProductDialogProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [price, setPrice] = useState(initial?.price ?? '');
  const [category, setCategory] = useState(initial?.category ?? '');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const problem = validate(name, price);
    if (problem) {
      setError(problem);
      return;
    }
    const outcome = await onSave({
      name: name.trim(),
      description: description.trim() || null,
      price: Number(price.replace(',', '.')).toFixed(2),
      category: category.trim() || null,
    });
    if (outcome.ok) onClose();
    else setError(outcome.message);
  }

  return (
    <Dialog
      isOpen
      title={initial ? t.dialog.editTitle : t.dialog.createTitle}
      icon="box"
      onClose={onClose}
      className="md-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody className="md-form">
          {error && (
            <Callout intent="danger" role="alert">
              {error}
            </Callout>
          )}
          <FormGroup label={t.dialog.name} labelFor="product-name" labelInfo={<RequiredMark />}>
            <InputGroup id="product-name" value={name} onValueChange={setName} autoFocus />
          </FormGroup>
          <FormGroup label={t.dialog.description} labelFor="product-description">
            <TextArea
              id="product-description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              fill
              rows={3}
            />
          </FormGroup>
          <div className="md-form__row">
            <FormGroup label={t.dialog.price} labelFor="product-price" labelInfo={<RequiredMark />}>
              <InputGroup
                id="product-price"
                type="number"
                step="0.01"
                min="0"
                inputMode="decimal"
                value={price}
                onValueChange={setPrice}
              />
            </FormGroup>
            <FormGroup label={t.dialog.category} labelFor="product-category">
              <InputGroup
                id="product-category"
                value={category}
                onValueChange={setCategory}
                list="product-categories"
              />
              <datalist id="product-categories">
                {categories.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </FormGroup>
          </div>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t.dialog.cancel} onClick={onClose} disabled={busy} />
              <Button type="submit" intent="primary" text={initial ? t.dialog.save : t.dialog.create} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
