import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's search and filters live in the URL search params, so a reload or a shared link shows the
 * same view. Empty values are removed; history is replaced, not pushed, while typing.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const setValue = useCallback(
    (key: K, value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [values, setValue] as const;
}

/** The search box text: follows the URL, reports a change after a pause in typing. */
export function useDebounced(value: string, onSettled: (value: string) => void, delay = 300) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = window.setTimeout(() => onSettled(text.trim()), delay);
    return () => window.clearTimeout(timer);
  }, [text, value, onSettled, delay]);
  return [text, setText] as const;
}
