/**
 * An Intl formatter built on its first use, not when its module loads. Building the first formatter
 * of a kind loads the locale's ICU data: the first it-IT DateTimeFormat alone cost ~80 ms of the
 * dashboard's first load at 4x CPU throttling, for dates the dashboard never shows (issue 15, point 9).
 */
export function lazyFormat<F>(build: () => F): () => F {
  let made: F | undefined;
  return () => (made ??= build());
}
