import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const ICON_NAMES_MODULE = /@blueprintjs\/icons\/lib\/esm\/iconNames\.js$/;

/**
 * Blueprint's icons package builds its icon-name tables when the shell loads: a loop over ~700 names
 * through change-case's regular expressions, ~45 ms of the dashboard's first load at 4x CPU throttling
 * (issue 15, point 9). This writes the same two exports as literals, computed at build time from the
 * installed package's own CommonJS build, so they cannot drift from it.
 */
export function precomputedIconNames(): Plugin {
  return {
    name: 'purchaser:precomputed-icon-names',
    apply: 'build',
    transform(_code, id) {
      if (!ICON_NAMES_MODULE.test(id)) return null;
      const { IconNames } = createRequire(id)('../cjs/iconNames.js') as { IconNames: Record<string, string> };
      // JSON.parse of a string literal: V8 reads it faster than the same object literal.
      const literal = JSON.stringify(JSON.stringify(IconNames));
      return {
        code: `export const IconNames = JSON.parse(${literal});\nexport const IconNamesSet = new Set(Object.values(IconNames));\n`,
        map: null,
      };
    },
  };
}
