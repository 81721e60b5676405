import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema } from '../../api/scripts/print-schema.ts';

describe('schema.graphql', () => {
  it('matches the schema the server builds (run npm run schema when this fails)', () => {
    expect(fs.readFileSync('schema.graphql', 'utf8')).toBe(printedSchema());
  });
});
