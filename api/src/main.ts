import cluster from 'node:cluster';
import { loadConfig } from './config.ts';
import { runPrimary } from './http/cluster.ts';
import { serve } from './http/serve.ts';

const config = loadConfig();
// WEB_CONCURRENCY > 1: this process only supervises; its workers serve (api/src/http/cluster.ts).
if (config.workers > 1 && cluster.isPrimary) runPrimary(config);
else await serve(config);
