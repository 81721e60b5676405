/**
 * What the reliability suites need to run the app in a child process they may SIGKILL: a migrated,
 * seeded database the child opens by its environment (PGlite data directory or the test server), an
 * entry bundled once (each of many restarts then costs Node's start-up, not tsx compiling the whole
 * app again: seconds per restart on two cores), and the real server itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { loadConfig } from '../../../api/src/config.ts';
import { openDatabase, type Database } from '../../../api/src/db/client.ts';
import { createStorage } from '../../../api/src/shared/storage.ts';
import { seedIfEmpty } from '../../../prisma/seed/seed.ts';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../setup/database.ts';

export type Cleanup = (() => Promise<void> | void)[];

/**
 * Bundles an entry for `node` (esbuild). Written inside node_modules so that its external imports
 * resolve against the project's packages.
 */
export async function bundleForChild(entry: string, cleanup: Cleanup): Promise<string> {
  const outfile = path.resolve(`node_modules/.cache/purchaser/${path.basename(entry, '.ts')}-${process.pid}.mjs`);
  await build({
    entryPoints: [path.resolve(entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  cleanup.push(() => fs.rmSync(outfile, { force: true }));
  return outfile;
}

export interface PreparedDatabase {
  /** The child's environment: DATA_DIR (PGlite) or DATABASE_URL (the server), UPLOAD_DIR. */
  env: NodeJS.ProcessEnv;
  /** Opens the database again (PGlite: after the child has gone; close it when done). */
  reopen: () => Promise<Database>;
  /** PGlite: the data directory's lock file. */
  lockFile?: string;
  uploadDir: string;
}

/** A migrated database with the demo data, for child processes; removed after the file's tests. */
export async function prepareDatabase(cleanup: Cleanup): Promise<PreparedDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'purchaser-child-'));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const uploadDir = path.join(dir, 'uploads');
  const env = { ...process.env, LOG_LEVEL: 'silent', SCHEDULER: '0', UPLOAD_DIR: uploadDir };
  const config = loadConfig(env);
  if (testDatabaseKind === 'pglite') {
    const database = await openDatabase({ dataDir: dir, migrate: true });
    await seedIfEmpty({ config, database, storage: createStorage({ databaseUrl: undefined, uploadDir }) });
    await database.close();
    return {
      env: { ...env, DATA_DIR: dir, DATABASE_URL: '' },
      reopen: () => openDatabase({ dataDir: dir }),
      lockFile: path.join(dir, 'purchaser.lock'),
      uploadDir,
    };
  }
  const testDb: TestDatabase = await createTestDatabase();
  cleanup.push(() => testDb.drop());
  await seedIfEmpty({
    config,
    database: testDb.database,
    storage: createStorage({ databaseUrl: testDb.url, uploadDir }),
  });
  return { env: { ...env, DATABASE_URL: testDb.url }, reopen: async () => testDb.database, uploadDir };
}

export interface ChildServer {
  base: string;
  child: ChildProcess;
  output: () => string;
  /** The child's peak resident memory (VmHWM) since it started or since resetPeakRss, in MB. */
  peakRssMb: () => number;
  /**
   * Starts the peak over from the child's present resident memory: its start-up (PGlite opening its
   * data directory peaks near 1 GB, then settles at half that) is not what a test under load measures.
   */
  resetPeakRss: () => void;
  /** SIGKILL, resolved once the process has gone. */
  kill: () => Promise<void>;
}

/**
 * The real server (api/src/main.ts through tsx, as `npm start` runs it: a bundle would move the
 * official schemas it reads beside its modules) in a child process on a free port, resolved once it
 * listens; SIGKILLed after the file's tests if still running.
 */
export async function startServer(env: NodeJS.ProcessEnv, port: number, cleanup: Cleanup): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    env: { ...env, PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await gone;
  };
  cleanup.push(kill);
  const deadline = Date.now() + 90_000;
  while (!output.includes('"message":"listening"')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const peakRssMb = () => {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  };
  // Linux's clear_refs: 5 resets the process's VmHWM to its current resident size.
  const resetPeakRss = () => fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
  return { base: `http://127.0.0.1:${port}`, child, output: () => output, peakRssMb, resetPeakRss, kill };
}
