import { FormField, TextField } from '../../shared/FormField.tsx';
import type { FieldErrors } from '../../shared/useFieldErrors.ts';
import { CostCenterPicker } from '../cost-centers/CostCenterPicker.tsx';
import type { RecipientValues } from './offerDraft.ts';
import { offerTexts } from './texts.ts';

const t = offerTexts.create;

interface Props {
  idPrefix: string;
  values: RecipientValues;
  errors: FieldErrors;
  onChange: (values: RecipientValues) => void;
}

type TextKey = 'name' | 'location' | 'city' | 'amountShare' | 'notes';

/** The recipient fields, shared by the creation form and the detail page's dialog. */
export function RecipientFields({ idPrefix, values, errors, onChange }: Props) {
  const text = (key: TextKey, suffix: string, label: string, required: boolean, narrow = false) => {
    const id = `${idPrefix}-${suffix}`;
    return (
      <TextField
        id={id}
        className={narrow ? undefined : 'proc-grow'}
        label={label}
        required={required}
        error={errors[id]}
        inputClassName={narrow ? 'proc-narrow' : undefined}
        {...(key === 'amountShare' ? { type: 'number', min: 0, max: 100, step: '0.01' } : {})}
        value={values[key]}
        onValueChange={(value) => onChange({ ...values, [key]: value })}
      />
    );
  };
  const centerId = `${idPrefix}-cost-center`;
  return (
    <div className="proc-form-row">
      {text('name', 'name', t.name, true)}
      <FormField className="proc-grow" id={centerId} label={t.costCenter} required error={errors[centerId]}>
        <CostCenterPicker
          id={centerId}
          placeholder={t.costCenterPlaceholder}
          value={values.costCenter}
          onChange={(costCenter) => onChange({ ...values, costCenter })}
          invalid={Boolean(errors[centerId])}
        />
      </FormField>
      {text('location', 'location', t.location, true)}
      {text('city', 'city', t.city, true)}
      {text('amountShare', 'share', t.share, true, true)}
      {text('notes', 'notes', t.notes, false)}
    </div>
  );
}
