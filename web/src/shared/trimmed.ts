/** A form's values with every field trimmed, as the API expects them. */
export function trimmed<V extends { [K in keyof V]: string }>(values: V): V {
  return Object.fromEntries(Object.entries(values as Record<string, string>).map(([k, v]) => [k, v.trim()])) as V;
}
