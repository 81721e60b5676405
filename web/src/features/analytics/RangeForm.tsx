import { Button, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormField, inputProps } from '../../shared/FormField.tsx';
import type { Range } from './analyticsRange.ts';
import { analyticsTexts as t } from './texts.ts';

/** The date range of the screen, into the URL on "Aggiorna"; a reversed range is refused next to "Al". */
export function RangeForm({ range }: { range: Range }) {
  const [, setSearchParams] = useSearchParams();
  const [draft, setDraft] = useState(range);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from || !draft.to || draft.from > draft.to) {
      setError(t.rangeError);
      return;
    }
    setError(undefined);
    setSearchParams({ from: draft.from, to: draft.to });
  };
  return (
    <form className="analytics-range" onSubmit={submit} noValidate>
      <FormField id="analytics-from" label={t.from}>
        <InputGroup
          type="date"
          {...inputProps('analytics-from', undefined)}
          value={draft.from}
          onValueChange={(from) => setDraft((d) => ({ ...d, from }))}
        />
      </FormField>
      <FormField id="analytics-to" label={t.to} error={error}>
        <InputGroup
          type="date"
          {...inputProps('analytics-to', error)}
          value={draft.to}
          onValueChange={(to) => setDraft((d) => ({ ...d, to }))}
        />
      </FormField>
      <Button type="submit" intent="primary" icon="refresh" text={t.apply} className="analytics-range__apply" />
    </form>
  );
}
