import { InputGroup } from '@blueprintjs/core';
import type { ComponentType } from 'react';
import { FormField } from './FormField.tsx';
import type { Choice, PickerProps } from './SearchPicker.tsx';
import type { DialogForm } from './useDialogForm.ts';

/** The keys of a form's values that hold a V[K] of the given type. */
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V];

interface FieldOptions {
  /** The label's mark, and the browser asks for the value before the form is submitted. */
  required?: boolean;
  placeholder?: string;
}

/**
 * Labelled fields bound to one value of a dialog form each, one call a field: a text or date input
 * (`text`), or a searching picker of Choices (`pick`: FinanceSupplierPicker, ContractPicker ...).
 */
export function dialogFields<V>(form: Pick<DialogForm<V>, 'values' | 'set'>, lang: 'en' | 'it') {
  const { values, set } = form;
  return {
    text: (key: KeysOf<V, string>, id: string, label: string, options: FieldOptions & { type?: 'date' } = {}) => (
      <FormField id={id} label={label} required={options.required}>
        <InputGroup
          id={id}
          type={options.type}
          placeholder={options.placeholder}
          required={options.required}
          value={values[key] as string}
          onValueChange={(value) => set(key, value as V[typeof key])}
        />
      </FormField>
    ),
    pick: (
      Picker: ComponentType<PickerProps<Choice>>,
      key: KeysOf<V, Choice | null>,
      id: string,
      label: string,
      options: Pick<PickerProps<Choice>, 'required' | 'placeholder' | 'clearText'>,
    ) => (
      <FormField id={id} label={label} required={options.required}>
        <Picker
          id={id}
          lang={lang}
          {...options}
          value={values[key] as Choice | null}
          onChange={(choice) => set(key, choice as V[typeof key])}
        />
      </FormField>
    ),
  };
}
