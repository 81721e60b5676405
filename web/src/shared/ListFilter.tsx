import { HTMLSelect } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { SearchInput } from './ListSearch.tsx';
import { useListFilters } from './listParams.ts';

interface FilterSelectProps {
  /** The accessible name of the select. */
  label: string;
  value: string;
  /** The first option, which clears the filter. */
  allText: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A filter select: "all" (the empty value) first, then the options. */
function FilterSelect({ label, value, allText, options, onChange }: FilterSelectProps) {
  return (
    <HTMLSelect aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
      <option value="">{allText}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </HTMLSelect>
  );
}

/** Select options from a label map ({ APPROVED: 'Approvata' } → value APPROVED, label Approvata). */
export function optionsOf<K extends string>(labels: Readonly<Record<K, string>>): { value: K; label: string }[] {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
}

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
  const [params, onChange] = useListFilters([param]);
  const current = params[param] ?? '';
  return (
    <FilterSelect
      label={label}
      value={options.some((o) => o.value === current) ? current : ''}
      allText={allText}
      options={options}
      onChange={(value) => onChange(param, value)}
    />
  );
}

interface FilterBarProps<K extends string> {
  /** The search box's placeholder (its accessible name too). */
  searchPlaceholder: string;
  searchClassName?: string;
  /** The URL's filters; `search` is the search box's. */
  params: Readonly<Record<K | 'search', string>>;
  /** One select a filter, in this order after the search box. */
  selects: readonly { key: K; label: string; allText: string; options: readonly { value: string; label: string }[] }[];
  onChange: (key: K | 'search', value: string) => void;
  /** More filters after the selects (dates...). */
  children?: ReactNode;
}

/** A list's filters bound to given values: the search box, then a select for each filter. */
export function FilterBar<K extends string>(props: FilterBarProps<K>) {
  const { params, onChange } = props;
  return (
    <>
      <SearchInput
        className={props.searchClassName}
        placeholder={props.searchPlaceholder}
        value={params.search}
        onSearch={(value) => onChange('search', value)}
      />
      {props.selects.map((s) => (
        <FilterSelect
          key={s.key}
          label={s.label}
          value={params[s.key]}
          allText={s.allText}
          options={s.options}
          onChange={(value) => onChange(s.key, value)}
        />
      ))}
      {props.children}
    </>
  );
}
