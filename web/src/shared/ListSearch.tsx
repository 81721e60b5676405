import { InputGroup } from '@blueprintjs/core';
import { useTransition } from 'react';
import { useDebouncedInput, useListParams } from './listParams.ts';

/** A list's search box: the URL's `search`, written after a pause in typing; the list stays visible meanwhile. */
export function ListSearch({ placeholder, className }: { placeholder: string; className?: string }) {
  const [params, setParam] = useListParams(['search'] as const);
  const [, startTransition] = useTransition();
  const [text, setText] = useDebouncedInput(params.search, (value) => startTransition(() => setParam('search', value)));
  return (
    <InputGroup
      className={className}
      leftIcon="search"
      type="search"
      placeholder={placeholder}
      aria-label={placeholder}
      value={text}
      onValueChange={setText}
    />
  );
}
