import { FormGroup, HTMLSelect, InputGroup, type HTMLSelectProps, type InputGroupProps } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { RequiredMark } from '../components/RequiredMark.tsx';

interface Props {
  /** The id of the input inside: the label points at it, its message is `${id}-error`. */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** The message to show next to the field (from useFieldErrors), or nothing. */
  error?: string | undefined;
  /** Help below the field while it has no message. */
  hint?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** One labelled field of the form kit: the spec's message below it in red while it is wrong. */
export function FormField({ id, label, required, error, hint, className, children }: Props) {
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={id}
      labelInfo={required ? <RequiredMark /> : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span id={`${id}-error`}>{error}</span> : hint}
    >
      {children}
    </FormGroup>
  );
}

/** What the Blueprint input inside a FormField spreads: red while wrong, described by its message. */
export function inputProps(id: string, error: string | undefined) {
  return error
    ? ({ id, intent: 'danger', 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const)
    : ({ id, intent: 'none', 'aria-invalid': false } as const);
}

type TextFieldProps = Omit<InputGroupProps, 'id' | 'intent' | 'value' | 'onValueChange'> &
  Omit<Props, 'children'> & {
    value: string;
    onValueChange: (value: string) => void;
    /** The input's own class (className is the field's). */
    inputClassName?: string;
    /** Also marks the input itself required (the browser checks it), not only its label. */
    inputRequired?: boolean;
  };

/** The common case: a labelled text, number or date input with its message. */
export function TextField(props: TextFieldProps) {
  const { id, label, required, error, hint, className, inputClassName, inputRequired, ...input } = props;
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <InputGroup
        {...input}
        className={inputClassName}
        required={inputRequired}
        {...inputProps(id, error)}
        aria-required={required}
      />
    </FormField>
  );
}

type SelectFieldProps = Omit<HTMLSelectProps, 'id' | 'value' | 'onChange' | 'options' | 'required'> &
  Omit<Props, 'children'> & {
    value: string;
    onValueChange: (value: string) => void;
    /** The first option, with the empty value (none chosen), if the field has one. */
    emptyText?: string;
    /** The empty option only asks to choose: it cannot be chosen back. */
    emptyDisabled?: boolean;
    options: readonly { value: string; label: string }[];
    /** Also marks the select itself required (the browser checks it), not only its label. */
    selectRequired?: boolean;
  };

/** A labelled select with its message: an optional empty first option, then the options. */
export function SelectField(props: SelectFieldProps) {
  const { id, label, required, error, className, value, onValueChange, options, selectRequired, ...rest } = props;
  const { emptyText, emptyDisabled, ...select } = rest;
  return (
    <FormField id={id} label={label} required={required} error={error} className={className}>
      <HTMLSelect
        id={id}
        fill
        value={value}
        onChange={(e) => onValueChange(e.currentTarget.value)}
        required={selectRequired}
        {...select}
      >
        {emptyText !== undefined && (
          <option value="" disabled={emptyDisabled}>
            {emptyText}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
    </FormField>
  );
}
