// The bench:peer table (markdown, pasted into docs/performance.md as printed): each app row with its
// ratios to the PostGraphile row of the same list, then the issue's targets, met or not.
export interface PeerRow {
  name: string;
  /** The operation name of this row's peer equivalent (app rows only). */
  peerOf?: string;
  /** The operation's own name (to find a row as a peer of another). */
  key: string;
  rps: number;
  p50: number;
  p99: number;
  p99At70: number;
  cpuMs: number;
  /** PostgreSQL's CPU per request: the same database serves both, so a cheaper statement shows here. */
  dbCpuMs: number;
  rssMb: number;
  statements: number;
  failed: number;
}

const HEADER = [
  'operation',
  'req/s',
  'p50 ms',
  'p99 ms',
  'p99 ms @70%',
  'server CPU ms/req',
  'PostgreSQL CPU ms/req',
  'RSS MB (peak)',
  'SQL/request',
  'req/s vs peer',
  'CPU vs peer',
  'failed',
];

const f = (digits: number) => (n: number) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

export function peerTable(rows: PeerRow[]): string {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const lines = [`| ${HEADER.join(' | ')} |`, `|${HEADER.map((_, i) => (i ? '---:' : '---')).join('|')}|`];
  for (const r of rows) {
    const peer = r.peerOf ? byKey.get(r.peerOf) : undefined;
    lines.push(
      `| ${[
        r.name,
        f(0)(r.rps),
        f(0)(r.p50),
        f(0)(r.p99),
        f(0)(r.p99At70),
        f(1)(r.cpuMs),
        f(1)(r.dbCpuMs),
        f(0)(r.rssMb),
        f(1)(r.statements),
        peer ? `${f(2)(r.rps / peer.rps)}x` : '',
        peer ? `${f(2)(r.cpuMs / peer.cpuMs)}x` : '',
        String(r.failed),
      ].join(' | ')} |`,
    );
  }
  return [lines.join('\n'), '', targets(rows, byKey)].join('\n');
}

/** The issue's targets 2-5, each with the figure it is judged on. */
function targets(rows: PeerRow[], byKey: Map<string, PeerRow>): string {
  const check = (ok: boolean, text: string) => `- [${ok ? 'x' : ' '}] ${text}`;
  const out: string[] = ['Targets (issue 15):'];
  for (const r of rows) {
    const peer = r.peerOf ? byKey.get(r.peerOf) : undefined;
    if (!peer) continue;
    if (r.name.includes('.php')) {
      out.push(check(r.rps >= 1.5 * peer.rps, `${r.name}: req/s >= 1.5x peer (${f(2)(r.rps / peer.rps)}x)`));
    } else {
      const ok = r.rps >= peer.rps && r.cpuMs <= peer.cpuMs && r.p99At70 <= 60;
      out.push(
        check(
          ok,
          `${r.name}: req/s >= 1.0x peer (${f(2)(r.rps / peer.rps)}x), CPU <= peer (${f(1)(r.cpuMs)} vs ` +
            `${f(1)(peer.cpuMs)} ms), p99 @70% <= 60 ms (${f(0)(r.p99At70)})`,
        ),
      );
    }
  }
  const dash = rows.find((r) => r.name.startsWith('dashboard'));
  if (dash) {
    out.push(
      check(
        dash.statements <= 2 && dash.cpuMs <= 1.5 && dash.p99At70 <= 20,
        `dashboard: <= 2 SQL (${f(1)(dash.statements)}), <= 1.5 ms CPU (${f(1)(dash.cpuMs)}), ` +
          `p99 @70% <= 20 ms (${f(0)(dash.p99At70)})`,
      ),
    );
  }
  const rss = Math.max(...rows.filter((r) => !r.name.startsWith('PostGraphile')).map((r) => r.rssMb));
  out.push(check(rss <= 250, `app RSS under read load <= 250 MB (${f(0)(rss)})`));
  return out.join('\n');
}
