import { useCallback, useEffect, useState, useTransition } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's search, filters and sort live in the URL search params, so a reload or a shared link shows
 * the same view and the route loader reads the same values the screen shows. Empty values are
 * removed; history is replaced, not pushed, while typing.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = paramsOf(params, keys);
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

/**
 * useListParams for a list's filters: a change re-renders in a transition, so the list stays on
 * screen while the new one loads.
 */
export function useListFilters<K extends string>(keys: readonly K[]) {
  const [params, setParam] = useListParams(keys);
  const [, startTransition] = useTransition();
  const onChange = useCallback((key: K, value: string) => startTransition(() => setParam(key, value)), [setParam]);
  return [params, onChange] as const;
}

/** A text box value that follows the URL but reports changes only after a pause in typing. */
export function useDebouncedInput(value: string, onSettled: (value: string) => void, delay = 300) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = window.setTimeout(() => onSettled(text.trim()), delay);
    return () => window.clearTimeout(timer);
  }, [text, value, onSettled, delay]);
  return [text, setText] as const;
}

export type SortDirection = 'ASC' | 'DESC';
/** The `orderBy` variable of a list query: a column of the list's <Type>SortField enum and a direction. */
export interface SortVariable<F extends string = string> {
  field: F;
  direction: SortDirection;
}

/** ?sort=price&dir=desc → { field: 'PRICE', direction: 'DESC' }; null without a (known) column. */
export function sortOf<F extends string>(params: URLSearchParams, columns: readonly F[]): SortVariable<F> | null {
  const field = params.get('sort')?.toUpperCase() as F | undefined;
  if (!field || !columns.includes(field)) return null;
  return { field, direction: params.get('dir') === 'desc' ? 'DESC' : 'ASC' };
}

/** The URL's sort, and a toggle: a new column sorts ascending, the same column flips its direction. */
export function useSortParam() {
  const [params, setParams] = useSearchParams();
  const field = params.get('sort')?.toUpperCase() ?? null;
  const direction: SortDirection = params.get('dir') === 'desc' ? 'DESC' : 'ASC';
  const toggle = useCallback(
    (column: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const same = prev.get('sort')?.toUpperCase() === column;
          next.set('sort', column.toLowerCase());
          if (same && prev.get('dir') !== 'desc') next.set('dir', 'desc');
          else next.delete('dir');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  /** 'PRICE:DESC' from a select; '' clears the sort (the list's default order). */
  const set = useCallback(
    (value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const [column, dir] = value.split(':');
          next.delete('sort');
          next.delete('dir');
          if (column) next.set('sort', column.toLowerCase());
          if (column && dir === 'DESC') next.set('dir', 'desc');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { field, direction, toggle, set };
}

/** The URL's list parameters outside React (the route loader): the same values useListParams gives. */
export function paramsOf<K extends string>(searchParams: URLSearchParams, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, searchParams.get(k) ?? ''])) as Record<K, string>;
}
