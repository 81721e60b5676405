import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { RequiredMark } from '../../components/RequiredMark.tsx';
import { offerTexts } from './texts.ts';

const t = offerTexts.create;

export interface RecipientValues {
  name: string;
  costCenterId: string;
  /** For display in the creation form's list; the server takes the id. */
  costCenterCode: string;
  location: string;
  city: string;
  amountShare: string;
  notes: string;
}

export const EMPTY_RECIPIENT: RecipientValues = {
  name: '',
  costCenterId: '',
  costCenterCode: '',
  location: '',
  city: '',
  amountShare: '',
  notes: '',
};

export interface CostCenterOption {
  readonly id: string;
  readonly code: string;
  readonly description: string;
}

interface Props {
  idPrefix: string;
  values: RecipientValues;
  /** The tenant's cost centers (the picker). */
  costCenters: readonly CostCenterOption[];
  onChange: (values: RecipientValues) => void;
}

/** The recipient fields, shared by the creation form and the detail page's dialog. */
export function RecipientFields({ idPrefix, values, costCenters, onChange }: Props) {
  const set = (key: keyof RecipientValues) => (value: string) => onChange({ ...values, [key]: value });
  return (
    <div className="proc-form-row">
      <FormGroup className="proc-grow" label={t.name} labelFor={`${idPrefix}-name`} labelInfo={<RequiredMark />}>
        <InputGroup id={`${idPrefix}-name`} value={values.name} onValueChange={set('name')} />
      </FormGroup>
      <FormGroup
        className="proc-grow"
        label={t.costCenter}
        labelFor={`${idPrefix}-cost-center`}
        labelInfo={<RequiredMark />}
      >
        <HTMLSelect
          id={`${idPrefix}-cost-center`}
          fill
          value={values.costCenterId}
          onChange={(e) => {
            const id = e.currentTarget.value;
            onChange({ ...values, costCenterId: id, costCenterCode: costCenters.find((c) => c.id === id)?.code ?? '' });
          }}
        >
          <option value="">{t.costCenterPlaceholder}</option>
          {costCenters.map((c) => (
            <option key={c.id} value={c.id}>
              {c.code} — {c.description}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup
        className="proc-grow"
        label={t.location}
        labelFor={`${idPrefix}-location`}
        labelInfo={<RequiredMark />}
      >
        <InputGroup id={`${idPrefix}-location`} value={values.location} onValueChange={set('location')} />
      </FormGroup>
      <FormGroup className="proc-grow" label={t.city} labelFor={`${idPrefix}-city`} labelInfo={<RequiredMark />}>
        <InputGroup id={`${idPrefix}-city`} value={values.city} onValueChange={set('city')} />
      </FormGroup>
      <FormGroup label={t.share} labelFor={`${idPrefix}-share`} labelInfo={<RequiredMark />}>
        <InputGroup
          id={`${idPrefix}-share`}
          className="proc-narrow"
          type="number"
          min={0}
          max={100}
          step="0.01"
          value={values.amountShare}
          onValueChange={set('amountShare')}
        />
      </FormGroup>
      <FormGroup className="proc-grow" label={t.notes} labelFor={`${idPrefix}-notes`}>
        <InputGroup id={`${idPrefix}-notes`} value={values.notes} onValueChange={set('notes')} />
      </FormGroup>
    </div>
  );
}
