import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('Relay artifacts', () => {
  it('are up to date with the client and schema.graphql (run npm run relay when this fails)', () => {
    const result = spawnSync('npx', ['relay-compiler', '--validate'], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).not.toMatch(/error/i);
    expect(result.status).toBe(0);
  });
});
