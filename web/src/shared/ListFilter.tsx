import { HTMLSelect } from '@blueprintjs/core';
import { useTransition } from 'react';
import { useListParams } from './listParams.ts';

interface ListFilterProps {
  /** The URL search parameter it sets (status, supplier, category, tenant...). */
  param: string;
  label: string;
  /** The first option, which clears the filter. */
  allText: string;
  options: readonly { value: string; label: string }[];
}

/** A list filter as a select bound to one URL parameter; an unknown value shows as "all". */
export function ListFilter({ param, label, allText, options }: ListFilterProps) {
  const [params, setParam] = useListParams([param]);
  const [, startTransition] = useTransition();
  const current = params[param] ?? '';
  return (
    <HTMLSelect
      aria-label={label}
      value={options.some((o) => o.value === current) ? current : ''}
      onChange={(e) => {
        const value = e.currentTarget.value;
        startTransition(() => setParam(param, value));
      }}
    >
      <option value="">{allText}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </HTMLSelect>
  );
}
