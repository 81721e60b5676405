/** The encodings the web build is stored in beside each file (web/vite-plugin-precompress.ts), best first. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number];

/**
 * The encodings an Accept-Encoding header allows (RFC 9110 12.5.3), in the server's order of
 * preference: named with q > 0, or covered by `*` unless named with q=0. No header: none.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(token, q === undefined ? 1 : Number(q));
  }
  const star = weights.get('*') ?? 0;
  return ENCODINGS.filter(({ name }) => (weights.get(name) ?? star) > 0);
}
