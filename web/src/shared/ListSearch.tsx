import { InputGroup } from '@blueprintjs/core';
import { useDebouncedInput, useListFilters } from './listParams.ts';

interface SearchInputProps {
  placeholder: string;
  className?: string;
  /** The settled search text (from the URL). */
  value: string;
  /** Called after a pause in typing, with the trimmed text. */
  onSearch: (value: string) => void;
}

/** A search box that reports its text after a pause in typing (the placeholder is its accessible name). */
export function SearchInput({ placeholder, className, value, onSearch }: SearchInputProps) {
  const [text, setText] = useDebouncedInput(value, onSearch);
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

/** A list's search box: the URL's `search`, written after a pause in typing; the list stays visible meanwhile. */
export function ListSearch({ placeholder, className }: { placeholder: string; className?: string }) {
  const [params, onChange] = useListFilters(['search'] as const);
  return (
    <SearchInput
      placeholder={placeholder}
      className={className}
      value={params.search}
      onSearch={(value) => onChange('search', value)}
    />
  );
}
