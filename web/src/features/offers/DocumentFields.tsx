import { FileInput } from '@blueprintjs/core';
import { FormField, TextField, inputProps } from '../../shared/FormField.tsx';
import type { FieldErrors } from '../../shared/useFieldErrors.ts';
import type { DocumentValues } from './offerDraft.ts';
import { offerTexts } from './texts.ts';

const t = offerTexts.create;

interface Props {
  idPrefix: string;
  values: DocumentValues;
  errors: FieldErrors;
  onChange: (values: DocumentValues) => void;
  /** A new key empties the file input after an upload. */
  inputKey?: number;
}

/** A PDF and the price it adds to the offer: New Offer's documents and the detail page's upload dialog. */
export function DocumentFields({ idPrefix, values, errors, onChange, inputKey }: Props) {
  const fileId = `${idPrefix}-file`;
  const priceId = `${idPrefix}-price`;
  const { intent: _intent, ...fileProps } = inputProps(fileId, errors[fileId]);
  return (
    <>
      <FormField className="proc-grow" id={fileId} label={t.file} error={errors[fileId]}>
        <FileInput
          key={inputKey}
          fill
          text={values.file?.name ?? t.choosePdf}
          buttonText="PDF"
          inputProps={{ ...fileProps, accept: 'application/pdf,.pdf', 'aria-label': t.file }}
          onInputChange={(e) => onChange({ ...values, file: e.currentTarget.files?.[0] ?? null })}
        />
      </FormField>
      <TextField
        id={priceId}
        label={t.price}
        error={errors[priceId]}
        inputClassName="proc-narrow"
        type="number"
        min={0}
        step="0.01"
        leftIcon="dollar"
        value={values.price}
        onValueChange={(price) => onChange({ ...values, price })}
      />
    </>
  );
}
