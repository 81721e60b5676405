// Issue 15, point 10: whether dist/web is the build of the sources at hand. The build writes a hash
// of its inputs beside it (web/vite-plugin-build-stamp.ts); `npm start` (api/scripts/start.ts)
// compares it with the inputs now and builds only when they differ. Node built-ins only: a
// production install, which has no Vite, reads it too.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the client's build depends on: its sources, the build's configuration, the locked packages. */
const INPUTS = ['web', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
export const STAMP_FILE = 'dist/web-build.json';
export const WEB_ROOT = 'dist/web';

function files(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)));
}

/** sha256 over every input's path and content, in a fixed order. */
export function inputsHash(root = '.'): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((entry) => files(root, entry)).sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function writeStamp(root = '.'): void {
  fs.writeFileSync(path.join(root, STAMP_FILE), `${JSON.stringify({ inputs: inputsHash(root) })}\n`);
}

export function removeStamp(root = '.'): void {
  fs.rmSync(path.join(root, STAMP_FILE), { force: true });
}

/** 'current': dist/web is the build of these inputs; otherwise why it is not. */
export function buildState(root = '.'): 'current' | 'missing' | 'stale' {
  if (!fs.existsSync(path.join(root, WEB_ROOT, 'index.html'))) return 'missing';
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(root, STAMP_FILE), 'utf8')) as { inputs?: unknown };
    return stamp.inputs === inputsHash(root) ? 'current' : 'stale';
  } catch {
    return 'stale';
  }
}
