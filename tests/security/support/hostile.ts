/** Malformed and hostile values, by what the field expects. Deterministic: index i picks a value. */
const HUGE = 'A'.repeat(200_000);
const STRINGS = [
  '',
  ' ',
  HUGE,
  "' OR '1'='1",
  '\'; DROP TABLE "Offer"; --',
  '1; SELECT pg_sleep(5)--',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000nul',
  '\ud800',
  '\u202eevil',
  '\u200b\u200b',
  'ｆｕｌｌｗｉｄｔｈ',
  '🧾💶'.repeat(1000),
  'ﷺ'.repeat(500),
  '${7*7}',
  '{{constructor.constructor("return process")()}}',
  '__proto__',
  'null',
  'NaN',
  '-1',
  '1e309',
];
const NUMBERS: unknown[] = [
  -1,
  0,
  -0.01,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  2 ** 31,
  2 ** 53,
  1.5,
  'NaN',
  'Infinity',
  '-5',
  '1e5',
  '0x10',
  null,
  true,
  [],
  {},
];
const AMOUNTS: unknown[] = [
  '-1.00',
  'NaN',
  'Infinity',
  '1e400',
  '0.001',
  '1,50',
  '€5',
  '999999999999999.99',
  -0.01,
  0,
  '',
  ' ',
  null,
  {},
  [],
];
const DATES: unknown[] = [
  '0000-00-00',
  '2026-02-30',
  '9999-12-31',
  '1000-01-01',
  '2026-13-01',
  'yesterday',
  '2026-1-1',
  '',
  0,
  -1,
  '2026-01-01T25:61:00Z',
];
const WRONG_TYPES: unknown[] = [{ $gt: '' }, ['a', 'b'], 12345, true, null, { __proto__: { admin: true } }];

export function hostileValue(kind: string, i: number): unknown {
  const pools: Record<string, unknown[]> = {
    String: STRINGS,
    ID: [...STRINGS.slice(0, 12), 'VXNlcjox', 'T2ZmZXI6LTE=', 'T2ZmZXI6OTk5OTk5OTk5OTk5', '::::', ...WRONG_TYPES],
    Int: NUMBERS,
    Float: NUMBERS,
    Decimal: AMOUNTS,
    Date: DATES,
    DateTime: DATES,
    Boolean: ['true', 0, 1, 'yes', null, {}],
  };
  const pool = pools[kind] ?? [...STRINGS, ...WRONG_TYPES];
  return pool[i % pool.length];
}

/** Text that must never reach a client: stack traces, SQL, internal paths, engine names. */
export const FORBIDDEN_IN_BODY = [
  /\bat [\w.<>]+ \(/, // stack frame
  /\/work\/|node_modules|\.ts:\d+/,
  /\bSELECT\b.+\bFROM\b/i,
  /\bINSERT INTO\b|\bUPDATE\s+"|\bDELETE FROM\b/i,
  /PrismaClient|prisma\.\w+\.\w+\(|Invalid `/,
  /duplicate key value|violates (foreign key|unique|check) constraint|syntax error at or near/i,
];
