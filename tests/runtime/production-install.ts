/**
 * npm run test:production-install: proves issue 15, point 10 on a copy of the committed checkout
 * (git archive HEAD), as a container image would be made. Build stage: `npm ci`, `npm run build`.
 * Runtime: node_modules removed, `npm ci --omit=dev` (no Vite, no test tools), then
 * `npm start` must serve the app on Node 24 without building; with a changed web source it must
 * refuse to start instead of serving a stale client. Needs the npm registry; a few minutes.
 */
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertNodeRuntime } from '../setup/node-runtime.ts';

assertNodeRuntime('npm run test:production-install');
const port = Number(process.env.PORT ?? 4590);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'purchaser-prod-'));
const NPM_FLAGS = ['--no-audit', '--no-fund', '--fetch-timeout=120000', '--fetch-retries=5'];

function step(title: string, command: string, args: string[]): void {
  const started = Date.now();
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${title} failed`);
  console.log(`=== ${title}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`Not so: ${what}`);
  console.log(`ok - ${what}`);
}

/** `npm start` in the copy; resolves with its output once it serves (or exits). */
async function start(): Promise<{ output: () => string; code: Promise<number | null>; stop(): Promise<void> }> {
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let exited = false;
  void code.then(() => (exited = true));
  const deadline = Date.now() + 180_000;
  while (!exited && Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    output: () => output,
    code,
    async stop() {
      if (!exited) process.kill(-child.pid!, 'SIGTERM');
      await code;
    },
  };
}

try {
  execSync(`git archive HEAD | tar -x -C ${dir}`);
  console.log(`checkout of ${execSync('git rev-parse --short HEAD').toString().trim()} in ${dir}`);
  step('build stage: install', 'npm', ['ci', ...NPM_FLAGS]);
  step('build stage: build the client', 'npm', ['run', 'build']);
  fs.rmSync(path.join(dir, 'node_modules'), { recursive: true });
  step('runtime: production install', 'npm', ['ci', '--omit=dev', ...NPM_FLAGS]);
  for (const dev of ['vite', 'vitest', '@playwright/test', 'eslint', 'relay-compiler']) {
    check(!fs.existsSync(path.join(dir, 'node_modules', dev)), `${dev} is not installed`);
  }

  const server = await start();
  try {
    const page = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'br' } });
    check(page.status === 200 && (await page.text()).includes('<div id="root">'), 'the web client is served');
    const tenants = await fetch(`http://127.0.0.1:${port}/api/tenants.php`);
    check(tenants.status === 200, 'the API answers (GET /api/tenants.php)');
    const log = server.output();
    check(!log.includes('Building the web client'), 'npm start did not rebuild the current build');
    check(/"listening".*"node":"v24\./.test(log), 'the server runs on Node 24');
  } finally {
    await server.stop();
  }

  fs.appendFileSync(path.join(dir, 'web/src/main.tsx'), '\n// changed after the build\n');
  const stale = await start();
  check((await stale.code) === 1, 'npm start refuses a build of other sources when it cannot build');
  check(stale.output().includes('Cannot start: the web client'), 'and says why');
  console.log('\nA production install starts and serves the prebuilt app.');
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
