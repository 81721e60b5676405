import { describe, expect, it } from 'vitest';
import { peerTable, type PeerRow } from '../../bench/peer/report.ts';

const row = (name: string, figures: Partial<PeerRow>, peerOf?: string): PeerRow => ({
  name,
  key: name,
  peerOf,
  rps: 100,
  p50: 10,
  p99: 30,
  p99At70: 20,
  cpuMs: 5,
  dbCpuMs: 2,
  rssMb: 200,
  statements: 3,
  failed: 0,
  ...figures,
});

describe('bench:peer table (issue 15, point 7)', () => {
  it('gives each app list its ratios to the peer row and ticks only the targets met', () => {
    const table = peerTable([
      row('offers(first: 50) nested', { rps: 150, cpuMs: 4, p99At70: 50 }, 'peer offers'),
      row('PostGraphile v5: peer offers', { key: 'peer offers', rps: 100, cpuMs: 5 }),
      row('invoices(first: 50) nested', { rps: 90, cpuMs: 6 }, 'peer invoices'),
      row('PostGraphile v5: peer invoices', { key: 'peer invoices', rps: 100, cpuMs: 5 }),
      row('GET /api/offers.php?limit=50', { rps: 149 }, 'peer offers'),
      row('dashboard (GraphQL)', { statements: 2, cpuMs: 1.4, p99At70: 19, rssMb: 260 }),
    ]);
    expect(table).toContain(
      '| offers(first: 50) nested | 150 | 10 | 30 | 50 | 4.0 | 2.0 | 200 | 3.0 | 1.50x | 0.80x | 0 |',
    );
    expect(table).toContain(
      '| invoices(first: 50) nested | 90 | 10 | 30 | 20 | 6.0 | 2.0 | 200 | 3.0 | 0.90x | 1.20x | 0 |',
    );
    expect(table).toContain('- [x] offers(first: 50) nested: req/s >= 1.0x peer (1.50x)');
    expect(table).toContain('- [ ] invoices(first: 50) nested: req/s >= 1.0x peer (0.90x)');
    // 1.5x the peer's GraphQL list for the REST shims: 149 of 150 is a miss.
    expect(table).toContain('- [ ] GET /api/offers.php?limit=50: req/s >= 1.5x peer (1.49x)');
    expect(table).toContain('- [x] dashboard: <= 2 SQL (2.0), <= 1.5 ms CPU (1.4), p99 @70% <= 20 ms (19)');
    // The peer's memory is not the app's: only app rows count for the 250 MB target.
    expect(table).toContain('- [ ] app RSS under read load <= 250 MB (260)');
  });
});
