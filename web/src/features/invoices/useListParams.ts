// The finance lists keep their filters in the URL, like the master-data lists (same small hook, kept
// here so the two areas can evolve apart).
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The list's search and filters live in the URL (shareable, survive a reload). The search box is
 * debounced so typing does not refetch on every key.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const setValue = useCallback(
    (key: K, value: string) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [values, setValue] as const;
}

/** A text box value that follows the URL but reports changes only after a pause in typing. */
export function useDebouncedInput(value: string, onSettled: (value: string) => void, delay = 300) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = window.setTimeout(() => onSettled(text.trim()), delay);
    return () => window.clearTimeout(timer);
  }, [text, value, onSettled, delay]);
  return [text, setText] as const;
}
