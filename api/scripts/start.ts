/**
 * npm start: the server, after building the web client only when dist/web is not the build of the
 * sources at hand (web/build-stamp.ts; a current build starts the server at once). A production
 * install (npm ci --omit=dev on a built checkout) has no Vite: it serves the build it was given and
 * refuses to start without one, or with one of other sources, rather than serve the wrong client.
 */
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import fs from 'node:fs';
import { buildState } from '../../web/build-stamp.ts';

const VITE = 'node_modules/.bin/vite';

// With WEB_CONCURRENCY the workers run this file again: the supervisor has seen to the build.
if (cluster.isPrimary) {
  const state = buildState();
  if (state !== 'current') {
    if (!fs.existsSync(VITE)) {
      console.error(
        `Cannot start: the web client's build (dist/web) is ${state === 'missing' ? 'missing' : 'not the build of these sources'}, ` +
          'and this install has no Vite to build it (npm ci --omit=dev). Build it where the dev dependencies are ' +
          'installed (npm ci && npm run build) and keep dist/ with the checkout.',
      );
      process.exit(1);
    }
    console.log(`Building the web client (${state === 'missing' ? 'no build yet' : 'its sources changed'})...`);
    const build = spawnSync(VITE, ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

await import('../src/main.ts');
