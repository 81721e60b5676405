import cluster from 'node:cluster';
import { loadConfig } from './config.ts';

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
