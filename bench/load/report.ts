// The results table (markdown, so it pastes into docs/performance.md as printed) and its context:
// machine, dataset, and the load average, because other work on a 2-core box moves every figure.
import os from 'node:os';
import type { Sql } from '../data/sql.ts';

export interface Row {
  name: string;
  /** Set when the operation could not be measured. */
  na?: string;
  maxRps?: number;
  rateRps?: number;
  p50?: number;
  p99?: number;
  p99AtMax?: number;
  statements?: number;
  rssMb?: number;
  loopP99Ms?: number;
  cpuMsPerRequest?: number;
  failed?: number;
}

const HEADER = [
  'operation',
  'max req/s',
  'req/s @70%',
  'p50 ms',
  'p99 ms',
  'p99 ms @max',
  'SQL/request',
  'RSS MB (peak)',
  'loop p99 ms',
  'server CPU ms/req',
  'failed',
];

const fixed = (digits: number) => (n: number | undefined) => (n === undefined ? '' : n.toFixed(digits));

export function table(rows: Row[]): string {
  const lines = [`| ${HEADER.join(' | ')} |`, `|${HEADER.map((_, i) => (i ? '---:' : '---')).join('|')}|`];
  for (const r of rows) {
    const cells = r.na
      ? [r.name, r.na, '', '', '', '', '', '', '', '', '']
      : [
          r.name,
          fixed(0)(r.maxRps),
          fixed(0)(r.rateRps),
          fixed(0)(r.p50),
          fixed(0)(r.p99),
          fixed(0)(r.p99AtMax),
          fixed(1)(r.statements),
          fixed(0)(r.rssMb),
          fixed(1)(r.loopP99Ms),
          fixed(1)(r.cpuMsPerRequest),
          String(r.failed ?? 0),
        ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

export async function describeDataset(sql: Sql): Promise<string> {
  const [row] = await sql.query<{ tenants: string; offers: string; invoices: string; orders: string }>(
    `SELECT (SELECT count(*) FROM "Tenant") AS tenants, (SELECT count(*) FROM "Offer") AS offers,
            (SELECT count(*) FROM "Order") AS orders, (SELECT count(*) FROM "Invoice") AS invoices`,
  );
  const n = (v: string | undefined) => Number(v).toLocaleString('en');
  return `${n(row?.tenants)} tenants, ${n(row?.offers)} offers, ${n(row?.orders)} orders, ${n(row?.invoices)} invoices`;
}

export function describeMachine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const gib = Math.round(os.totalmem() / 1024 ** 3);
  return `${os.cpus().length} x ${cpu}, ${gib} GiB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
