import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Prisma's runtime decodes each client's parameterization graph once per process. As published (7.10.0)
// it keys every node's edges in a plain object by string-table index, which V8 stores as a holey array
// sized to the highest index: 30 MB of holes for the app's two clients, held for the process's life.
// patches/@prisma+client+7.10.0.patch makes them Maps (docs/decisions.md; docs/performance.md,
// 2026-12-01 00:36 UTC). An install that skipped or lost the patch would still work, only 30 MB heavier,
// so nothing else would notice.
const runtime = fileURLToPath(import.meta.resolve('@prisma/client/runtime/client'));

describe("Prisma's runtime as the server loads it", () => {
  it('is, imported as the generated client imports it, the build the patch applies to (client.js)', () => {
    expect(runtime.endsWith('/@prisma/client/runtime/client.js')).toBe(true);
  });

  it("decodes the parameterization graph's edges into Maps and reads them with get", () => {
    const code = fs.readFileSync(runtime, 'utf8');
    // Both decoders (input and output nodes) and both readers.
    expect(code.match(/let i=this\.#i\(\),o=new Map;/g)).toHaveLength(2);
    expect(code.match(/let o=n\.edges\.get\(i\);/g)).toHaveLength(2);
    expect(code).not.toMatch(/o\[a\]=[SP]\}r\.push\(\{edges:o\}\)/);
  });
});
