/**
 * The README's test command (npm test): type-check, lint, format check, the API and database suites
 * on PGlite (and again on the PostgreSQL server when TEST_DATABASE_URL is set), the web build and its
 * initial-JavaScript budget, and the browser journeys. Stops at the first failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { ensureBrowser } from './setup/ensure-browser.ts';
import { assertNodeRuntime } from './setup/node-runtime.ts';

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const started = Date.now();
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${title} passed in ${seconds}s`);
}

/** Independent checks side by side (output kept per check): two cores, and none of them fills both. */
async function runTogether(steps: [title: string, command: string, args: string[]][]): Promise<void> {
  const started = Date.now();
  console.log(`\n=== ${steps.map(([title]) => title).join(', ')} (together)`);
  const results = await Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise<{ title: string; code: number | null; output: string }>((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('close', (code) => resolve({ title, code, output }));
        }),
    ),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  for (const { title, code, output } of results) {
    if (output.trim()) console.log(`--- ${title}\n${output.trimEnd()}`);
    if (code !== 0) {
      console.error(`\n${title} failed after ${seconds}s`);
      process.exit(code ?? 1);
    }
  }
  console.log(`=== ${steps.map(([title]) => title).join(', ')} passed in ${seconds}s`);
}

const bin = (name: string) => `node_modules/.bin/${name}`;

// Issue 15: every step below is a `#!/usr/bin/env node` tool; they all run on Node 24 or none does.
assertNodeRuntime('npm test');
ensureBrowser();
await runTogether([
  ['type-check', bin('tsc'), ['-p', '.']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.']],
]);
const { TEST_DATABASE_URL, ...withoutServer } = process.env;
run('API and database tests on PGlite', 'npx', ['vitest', 'run'], withoutServer);
if (TEST_DATABASE_URL) {
  // The second pass is about the database: suites whose outcome does not depend on it (hostile input,
  // abuse limits, the role matrix, statement budgets, the web helpers, the benchmarks' own tools, the
  // unit tests beside the API's pure modules) ran above, on PGlite.
  run(
    'API and database tests on PostgreSQL',
    'npx',
    [
      'vitest',
      'run',
      '--exclude',
      'tests/security/bad-input.test.ts',
      '--exclude',
      'tests/security/graphql-limits.test.ts',
      '--exclude',
      'tests/security/role-matrix.test.ts',
      '--exclude',
      'tests/perf/**',
      '--exclude',
      'tests/web/**',
      '--exclude',
      'tests/bench/**',
      '--exclude',
      'api/**',
    ],
    { ...process.env, TEST_DATABASE_URL },
  );
}
run('web build', 'npx', ['vite', 'build']);
// Issue 7: the entry chunk and its static imports stay within 250 KB gzip (screens are lazy chunks).
run('initial JS budget', 'npx', ['tsx', 'tests/web/initial-js.ts', 'dist/web']);
run('browser journeys', 'npx', ['playwright', 'test']);
