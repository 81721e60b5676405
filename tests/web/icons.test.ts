import fs from 'node:fs';
import path from 'node:path';
import { IconNames } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { BUNDLED_ICONS } from '../../web/src/icons.ts';
import { SCREEN_ROUTES } from '../../web/src/routes.ts';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const iconNames = new Set<string>(Object.values(IconNames));

describe('bundled icon paths', () => {
  it('bundles every icon a screen names, so no screen waits for the all-icons chunk', () => {
    const named = new Set<string>();
    for (const file of sourceFiles('web/src')) {
      const text = fs.readFileSync(file, 'utf8');
      // icon="add", leftIcon="search", icon: 'box' (route table), icon={open ? 'chevron-up' : 'chevron-down'}
      for (const match of text.matchAll(/\b(?:icon|leftIcon|rightIcon)(?:=|: )(?:['"][a-z0-9-]+['"]|\{[^}]*\})/g)) {
        for (const literal of match[0].matchAll(/['"]([a-z0-9-]+)['"]/g)) {
          if (iconNames.has(literal[1]!)) named.add(literal[1]!); // not the 'sent' of a condition
        }
      }
    }
    for (const route of SCREEN_ROUTES) if (route.nav) named.add(route.nav.icon); // the sidebar's icons
    expect(named.size).toBeGreaterThan(30);
    expect([...named].filter((name) => !BUNDLED_ICONS.has(name))).toEqual([]);
  });

  it('finds a paths file for every name in the list (a misspelt name would silently load nothing)', () => {
    const source = fs.readFileSync('web/src/icons.ts', 'utf8');
    const listed = /paths\/\{([^}]+)\}\.js/.exec(source)![1]!.split(',');
    expect([...BUNDLED_ICONS].sort()).toEqual([...listed].sort());
  });
});
