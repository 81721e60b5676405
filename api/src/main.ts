import cluster from 'node:cluster';
import v8 from 'node:v8';
import { loadConfig } from './config.ts';

// V8's allocation-site pretenuring off, before the app loads (issue 15, points 2, 4, 5). Under concurrent
// requests a scavenge often finds a request's objects still alive; V8 may then allocate everything from
// those sites straight into the old generation, where it dies, and the server stays that way: a third of
// the loaded starts measured with it on, at up to twice the peak RSS and more CPU per request, none with
// it off (docs/performance.md, 2026-11-30 22:00). Node refuses the flag in NODE_OPTIONS, so it is set
// here, which every way of starting the server runs first.
v8.setFlagsFromString('--no-allocation-site-pretenuring');

try {
  const config = loadConfig();
  // WEB_CONCURRENCY > 1: this process only supervises; its workers serve (api/src/http/cluster.ts).
  // Imported on demand, so the supervisor never loads the app (Prisma, the schema): 67 instead of 203 MB.
  if (config.workers > 1 && cluster.isPrimary) {
    const { runPrimary } = await import('./http/cluster.ts');
    runPrimary(config);
  } else {
    const { serve } = await import('./http/serve.ts');
    await serve(config);
  }
} catch (error) {
  // A refusal at start-up (bad configuration, a privileged database role, no database) is for the
  // operator to read: the reason on one line, not a stack trace.
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
