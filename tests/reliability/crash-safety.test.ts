/**
 * Issue 6, point 6: crash safety. A child process (support/crash-writer.ts) runs the app and writes
 * offers and invoices through its API, printing each acknowledged id; it is SIGKILLed at a random
 * moment, 20 times. Each restart must open the database cleanly (PGlite: the same data directory,
 * the killed process's lock taken over), find every acknowledged write, and no half-written offer or
 * invoice. The PGlite pass of tests/run.ts exercises PGlite, the PostgreSQL pass (TEST_DATABASE_URL)
 * a server database. CRASH_SEED=<n> replays one sequence of kill times.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../setup/database.ts';
import { bundleForChild, prepareDatabase, type Cleanup } from './support/child-process.ts';
import { inventory, type Inventory } from './support/inventory.ts';

const KILLS = 20;
const WRITER = 'tests/reliability/support/crash-writer.ts';
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);

/** mulberry32: a small seeded generator, so a failing sequence of kill times can be replayed. */
function random(s: number): () => number {
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Run {
  found: Inventory;
  acks: { offer: number[]; invoice: number[] };
  readyMs: number;
  pid: number;
  token?: string;
}

/** One child: its inventory of what earlier runs left, then acknowledged writes until the kill. */
function runWriter(writer: string, env: NodeJS.ProcessEnv, killAfterMs: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [writer], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const run: Run = { found: null as never, acks: { offer: [], invoice: [] }, readyMs: 0, pid: child.pid! };
    let stderr = '';
    let killed = false;
    const kill = () => {
      killed = true;
      child.kill('SIGKILL');
    };
    const giveUp = setTimeout(kill, 150_000);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const [word, a, b] = line.split(' ');
      if (word === 'inventory') run.found = JSON.parse(line.slice('inventory '.length)) as Inventory;
      else if (word === 'token') run.token = a;
      else if (word === 'ready') run.readyMs = Number(a);
      else if (word === 'ack') {
        run.acks[a as 'offer' | 'invoice'].push(Number(b));
        // The first acknowledged write starts the clock: the kill lands mid-stream, at a random moment.
        if (run.acks.offer.length + run.acks.invoice.length === 1) setTimeout(kill, killAfterMs);
      }
    });
    child.on('close', (code, signal) => {
      clearTimeout(giveUp);
      if (!killed || signal !== 'SIGKILL' || !run.found)
        reject(new Error(`writer ended (${code ?? signal}): ${stderr}`));
      else resolve(run);
    });
  });
}

function expectIntact(found: Inventory, acked: { offer: Set<number>; invoice: Set<number> }): void {
  expect(found.badOffers, 'half-written offers').toEqual([]);
  expect(found.badInvoices, 'half-written invoices').toEqual([]);
  expect(
    [...acked.offer].filter((id) => !found.offers.includes(id)),
    'acknowledged offers lost',
  ).toEqual([]);
  expect(
    [...acked.invoice].filter((id) => !found.invoices.includes(id)),
    'acknowledged invoices lost',
  ).toEqual([]);
}

const cleanup: Cleanup = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe(`crash safety (${testDatabaseKind})`, () => {
  it(`${KILLS} SIGKILLs mid-stream: reopens cleanly, every acknowledged write present, none half-written`, async () => {
    const started = Date.now();
    const [{ env, reopen, lockFile }, writer] = await Promise.all([
      prepareDatabase(cleanup),
      bundleForChild(WRITER, cleanup),
    ]);
    const next = random(seed);
    const acked = { offer: new Set<number>(), invoice: new Set<number>() };
    const readyMs: number[] = [];
    let staleLocks = 0;
    let token: string | undefined;
    for (let k = 0; k < KILLS; k += 1) {
      const run = await runWriter(writer, { ...env, CRASH_TOKEN: token }, Math.floor(next() * 1000));
      token ??= run.token;
      expectIntact(run.found, acked); // what the previous kill left, seen by this run's start
      run.acks.offer.forEach((id) => acked.offer.add(id));
      run.acks.invoice.forEach((id) => acked.invoice.add(id));
      readyMs.push(run.readyMs);
      if (lockFile && fs.readFileSync(lockFile, 'utf8') === String(run.pid)) staleLocks += 1;
    }
    const database = await reopen(); // after the last kill: PGlite takes over the stale lock here
    const found = await inventory(database.platform);
    if (testDatabaseKind === 'pglite') await database.close();
    expectIntact(found, acked);
    const median = [...readyMs].sort((a, b) => a - b)[KILLS >> 1];
    console.log(
      `[crash safety: ${testDatabaseKind}] seed=${seed} kills=${KILLS} acknowledged offers=${acked.offer.size} ` +
        `invoices=${acked.invoice.size} lost=0 half-written=0 committed-unacknowledged=` +
        `${found.offers.length - acked.offer.size + found.invoices.length - acked.invoice.size} ` +
        `stale-locks-taken-over=${staleLocks} median-start=${median}ms total=${((Date.now() - started) / 1000).toFixed(1)}s`,
    );
    expect(acked.offer.size + acked.invoice.size).toBeGreaterThanOrEqual(KILLS);
    if (lockFile) expect(staleLocks).toBe(KILLS);
  }, 600_000);

  // The server ending idle connections (a restart, pg_terminate_backend, DROP DATABASE ... FORCE of a
  // test run) while Prisma is not listening: its adapter stops handling pool errors once disconnected,
  // which is where a shutdown spends its last moments. An unhandled pool error would end the process.
  const itOnServer = testDatabaseKind === 'postgres' ? it : () => undefined;
  itOnServer('survives the server ending pooled connections after Prisma has disconnected', async () => {
    const testDb = await createTestDatabase();
    cleanup.push(() => testDb.drop());
    const prisma = testDb.database.platform;
    await Promise.all(Array.from({ length: 5 }, () => prisma.$queryRaw`SELECT 1 AS one FROM pg_sleep(0.05)`));
    await prisma.$disconnect(); // the pool keeps its idle connections until the database closes
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [new URL(testDb.url!).pathname.slice(1)],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200)); // the ends reach the pool as 'error' events
  });
});
