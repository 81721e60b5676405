import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser fetches; fonts in woff/woff2 and images are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|ttf|eot)$/;
/** Below this a compressed copy saves less than its extra headers and file. */
const MIN_BYTES = 1024;

/**
 * Issue 15, point 8: writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside
 * every compressible file of the build, once, so the server sends them as they are
 * (api/src/http/static.ts) instead of compressing on every request or not at all. index.html is left
 * out: the server rewrites it at start-up and compresses it then.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'purchaser:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const source = await fs.readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          // A copy that is not smaller is not written: the server then sends the file itself.
          if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
