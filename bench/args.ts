// The small `--name value` / `--flag` parser the bench scripts share (no dependency for three CLIs).

export type Args = Map<string, string | true>;

export function parseArgs(argv: string[] = process.argv.slice(2)): Args {
  const args: Args = new Map();
  for (let i = 0; i < argv.length; i += 1) {
    const token = argv[i]!;
    if (!token.startsWith('--')) throw new Error(`Unexpected argument ${token}`);
    // `--name=value` keeps everything after the first '=' (--v8-flags="--max-semi-space-size=32").
    const eq = token.indexOf('=');
    const name = eq < 0 ? token.slice(2) : token.slice(2, eq);
    const inline = eq < 0 ? undefined : token.slice(eq + 1);
    const next = argv[i + 1];
    if (inline !== undefined) args.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      args.set(name, next);
      i += 1;
    } else args.set(name, true);
  }
  return args;
}

export function stringArg(args: Args, name: string): string | undefined {
  const value = args.get(name);
  if (value === true) throw new Error(`--${name} needs a value`);
  return value;
}

export function intArg(args: Args, name: string, fallback: number): number {
  const raw = stringArg(args, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got ${raw}`);
  return n;
}

/** The load must never leave the machine: only loopback database and server addresses are accepted. */
export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`Refusing ${host}: the bench only targets 127.0.0.1`);
  }
}

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

/** The PostgreSQL database a bench tool runs on: --database-url or DATABASE_URL, loopback only. */
export function postgresUrlArg(args: Args): string {
  const url = stringArg(args, 'database-url') ?? process.env.DATABASE_URL;
  if (!url) throw new Error('Give --database-url (the bench database on 127.0.0.1, e.g. bench_1m)');
  assertLoopback(url);
  return url;
}
