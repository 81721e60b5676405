import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A temporary folder for one test file, removed after its tests, and `write`, which puts a file
 * below it (making its folders): a build's output, a checkout's sources.
 */
export function tempTree(prefix: string): { root: string; write: (file: string, content: string | Buffer) => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  return { root, write };
}
