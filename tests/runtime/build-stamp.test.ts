import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildState, inputsHash, writeStamp } from '../../web/build-stamp.ts';
import { tempTree } from '../setup/temp-tree.ts';

const { root, write } = tempTree('purchaser-stamp-');

describe('the web build stamp npm start reads (issue 15, point 10)', () => {
  it('calls a build current only while its sources, configuration and locked packages are the ones it was built from', () => {
    write('web/index.html', '<div id="root"></div>');
    write('web/src/main.tsx', 'render();');
    write('vite.config.ts', 'export default {};');
    write('package-lock.json', '{"lockfileVersion":3}');
    write('api/src/main.ts', 'serve();');
    expect(buildState(root)).toBe('missing');

    write('dist/web/index.html', '<script src="./assets/index-a.js"></script>');
    expect(buildState(root)).toBe('stale'); // a build nobody stamped
    writeStamp(root);
    expect(buildState(root)).toBe('current');

    write('api/src/main.ts', 'serve(differently);'); // not an input of the client
    expect(buildState(root)).toBe('current');

    for (const [file, changed] of [
      ['web/src/main.tsx', 'render(differently);'],
      ['web/src/new-screen.tsx', 'export {};'],
      ['vite.config.ts', 'export default { base: "/" };'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ] as const) {
      const before = fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : null;
      write(file, changed);
      expect(buildState(root), file).toBe('stale');
      if (before === null) fs.rmSync(path.join(root, file));
      else write(file, before);
      expect(buildState(root), file).toBe('current');
    }
  });

  it('hashes a file by its path too: a rename is a change', () => {
    const before = inputsHash(root);
    fs.renameSync(path.join(root, 'web/src/main.tsx'), path.join(root, 'web/src/app.tsx'));
    expect(inputsHash(root)).not.toBe(before);
  });
});
