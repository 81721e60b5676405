// The initial JavaScript of the web client: what the browser must download before any screen code
// (index.html's entry script and everything it imports statically), gzip-compressed. Screens are
// React.lazy chunks and do not count. `npx tsx tests/web/initial-js.ts [dist/web]` checks the budget
// (npm test runs it after the web build); bench/web/lcp.ts reports the same figure.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Issue 7: initial JavaScript at most 250 KB gzip. */
export const INITIAL_JS_BUDGET_BYTES = 250 * 1024;

export interface InitialJs {
  /** Paths relative to the build directory, entry first. */
  files: string[];
  /** Sum of each file gzip-compressed at zlib's default level (what a reverse proxy applies). */
  gzipBytes: number;
}

/** Static `import ... from "./x.js"` / `import "./x.js"` (not `import(...)`, which is a lazy chunk). */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^'"`();]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

export function initialJs(distDir: string): InitialJs {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const roots = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
    (m) => path.normalize(m[1]!.replace(/^\//, '')),
  );
  const files: string[] = [];
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    const code = fs.readFileSync(path.join(distDir, file), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) {
      visit(path.normalize(path.join(path.dirname(file), match[1]!)));
    }
  };
  roots.forEach(visit);
  const gzipBytes = files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(distDir, f))).length, 0);
  return { files, gzipBytes };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'dist/web');
  const { files, gzipBytes } = initialJs(dist);
  console.log(`initial JS: ${files.length} files, ${kb(gzipBytes)} gzip (budget ${kb(INITIAL_JS_BUDGET_BYTES)})`);
  for (const f of files) console.log(`  ${f} ${kb(gzipSync(fs.readFileSync(path.join(dist, f))).length)}`);
  if (gzipBytes > INITIAL_JS_BUDGET_BYTES) {
    console.error('Initial JavaScript is over budget: move code behind React.lazy routes (web/src/screens.ts).');
    process.exit(1);
  }
}
