import type { Plugin } from 'vite';
import { removeStamp, writeStamp } from './build-stamp.ts';

/**
 * Records which inputs dist/web was built from (web/build-stamp.ts), so `npm start` skips a build
 * that is current. The stamp goes before the build starts and comes back only once every file,
 * compressed copies included, is written: an interrupted build is never taken for a current one.
 */
export function buildStamp(): Plugin {
  return {
    name: 'purchaser:build-stamp',
    apply: 'build',
    buildStart() {
      removeStamp();
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        writeStamp();
      },
    },
  };
}
