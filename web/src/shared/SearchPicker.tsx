import { Button, MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchQuery, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { pickerTexts } from '../i18n/picker.ts';

/** How long typing pauses before the server is asked: one request per word, not per key. */
const DEBOUNCE_MS = 250;

interface Props<Q extends OperationType, T extends { readonly id: string }> {
  id: string;
  /** A query taking `$search: String` that returns one page of matches (first: 20). */
  query: GraphQLTaggedNode;
  /** Extra variables of the query besides search (e.g. orderable: true). */
  variables?: Omit<Q['variables'], 'search'>;
  items: (data: Q['response']) => readonly T[];
  label: (item: T) => string;
  /** Shown on the right of a suggestion (a price, a supplier). */
  detail?: (item: T) => string | undefined;
  value: T | null;
  onChange: (item: T | null) => void;
  placeholder: string;
  lang?: keyof typeof pickerTexts;
  /** Red and described by its FormField's message (`${id}-error`). */
  invalid?: boolean;
  /** The browser asks for a choice before the form is submitted. */
  required?: boolean;
  /** An optional choice: a button with this name beside the chosen item takes it away. */
  clearText?: string;
}

/** What a domain picker (SupplierPicker ...) leaves to the screen. */
export type PickerProps<T extends { readonly id: string }> = Pick<
  Props<OperationType, T>,
  'id' | 'value' | 'onChange' | 'placeholder' | 'lang' | 'invalid' | 'required' | 'clearText'
>;

/**
 * A domain picker declared by its query and how it reads and names the matches: the component a
 * domain exports (ContractPicker ...), to which a screen gives only PickerProps.
 */
export function searchPicker<Q extends OperationType, T extends { readonly id: string }>(
  declaration: Pick<Props<Q, T>, 'query' | 'items' | 'label' | 'detail'>,
) {
  return function DomainPicker(props: PickerProps<T>) {
    return <SearchPicker<Q, T> {...props} {...declaration} />;
  };
}

/** A match shown by its name, with a detail beside it in the list (a contract's supplier ...). */
export interface Choice {
  /** An id the API accepts for the record: its global id, or its database id as text. */
  readonly id: string;
  readonly label: string;
  readonly detail?: string;
}

/** A picker of Choices: the query and how its matches become Choices. */
export function choicePicker<Q extends OperationType>(
  query: GraphQLTaggedNode,
  items: (data: Q['response']) => readonly Choice[],
) {
  return searchPicker<Q, Choice>({ query, items, label: (c) => c.label, detail: (c) => c.detail });
}

/**
 * The one searchable picker (issue 13 point 9): the server searches (case-insensitive, the user's
 * tenant only) as the user types, so the 101st supplier is as reachable as the first. Keyboard:
 * type, arrows, Enter; the chosen item stays written in the field.
 */
export function SearchPicker<Q extends OperationType, T extends { readonly id: string }>(props: Props<Q, T>) {
  const { id, query, variables, label, detail, value, onChange, placeholder, invalid, required, clearText } = props;
  const texts = pickerTexts[props.lang ?? 'en'];
  const environment = useRelayEnvironment();
  // `items` is a pure mapping given inline: read it through a ref so its identity does not refetch.
  const items = useRef(props.items);
  items.current = props.items;
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<{ search: string; items: readonly T[] } | null>(null);
  const latest = useRef('');
  const extra = JSON.stringify(variables ?? {});
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (!opened) return;
    latest.current = search;
    const timer = setTimeout(() => {
      const vars = { ...(JSON.parse(extra) as object), search: search.trim() || null } as Q['variables'];
      fetchQuery<Q>(environment, query, vars, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (latest.current === search && data) setFound({ search, items: items.current(data) });
        })
        .catch(() => {
          if (latest.current === search) setFound({ search, items: [] });
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [environment, query, extra, search, opened]);

  const pending = !found || found.search !== search;
  // A stable list: Blueprint's QueryList resets its active (keyboard) item whenever `items` changes.
  const list = useMemo(() => (found ? [...found.items] : []), [found]);
  return (
    <Suggest<T>
      fill
      items={list}
      query={search}
      onQueryChange={setSearch}
      selectedItem={value}
      onItemSelect={(item) => onChange(item)}
      itemsEqual="id"
      inputValueRenderer={label}
      resetOnClose
      itemRenderer={(item, { handleClick, handleFocus, modifiers, ref }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={item.id}
            ref={ref}
            active={modifiers.active}
            disabled={modifiers.disabled}
            text={label(item)}
            label={detail?.(item)}
            onClick={handleClick}
            onFocus={handleFocus}
            roleStructure="listoption"
          />
        ) : null
      }
      noResults={<MenuItem disabled text={pending ? texts.searching : texts.noResults} roleStructure="listoption" />}
      popoverProps={{ minimal: true, matchTargetWidth: true, onOpening: () => setOpened(true) }}
      inputProps={{
        id,
        placeholder: value ? label(value) : placeholder,
        // Enter chooses the highlighted suggestion; it must not submit the form around the picker.
        onKeyDown: (event) => {
          if (event.key === 'Enter') event.preventDefault();
        },
        required,
        rightElement:
          value && clearText ? (
            <Button
              variant="minimal"
              icon="cross"
              aria-label={clearText}
              title={clearText}
              onClick={() => onChange(null)}
            />
          ) : undefined,
        intent: invalid ? 'danger' : 'none',
        'aria-invalid': invalid ?? false,
        ...(invalid ? { 'aria-describedby': `${id}-error` } : {}),
      }}
    />
  );
}
