/** The searchable picker's own words, in the language of the screen it sits on. */
export const pickerTexts = {
  en: { searching: 'Searching...', noResults: 'No matches' },
  it: { searching: 'Ricerca in corso...', noResults: 'Nessun risultato' },
} as const;
