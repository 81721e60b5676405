import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../setup/temp-tree.ts';
import { initialJs } from './initial-js.ts';

const { root: dist, write } = tempTree('initial-js-');

describe('initial JavaScript of a build', () => {
  it('counts the entry, its preloads and static imports, not the lazy route chunks', () => {
    write(
      'index.html',
      '<script type="module" crossorigin src="./assets/index-a.js"></script>' +
        '<link rel="modulepreload" crossorigin href="./assets/vendor-b.js">',
    );
    write(
      'assets/index-a.js',
      'import{r as e}from"./runtime-c.js";import"./side-d.js";' +
        'const s={x:()=>import(`./Screen-e.js`),y:()=>import("./Other-f.js")};export{s};',
    );
    write('assets/vendor-b.js', 'export const v=1;');
    write('assets/runtime-c.js', 'import*as z from"./deep-g.js";export const r=z;');
    write('assets/side-d.js', 'console.log(1);');
    write('assets/deep-g.js', 'export const g=1;');
    write('assets/Screen-e.js', 'x'.repeat(10_000));
    write('assets/Other-f.js', 'y'.repeat(10_000));

    const { files, gzipBytes } = initialJs(dist);
    expect(files.sort()).toEqual(
      ['assets/index-a.js', 'assets/vendor-b.js', 'assets/runtime-c.js', 'assets/side-d.js', 'assets/deep-g.js'].sort(),
    );
    const expected = files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(dist, f))).length, 0);
    expect(gzipBytes).toBe(expected);
  });
});
