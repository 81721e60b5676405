/** "12 of 40 offers" / "12 di 40 fatture": the count under a list, in the screen's language. */
export function countOf(lang: 'en' | 'it', noun: string): (shown: number, total: number) => string {
  const of = lang === 'it' ? 'di' : 'of';
  return (shown, total) => `${shown} ${of} ${total} ${noun}`;
}
