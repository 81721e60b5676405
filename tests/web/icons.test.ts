import fs from 'node:fs';
import path from 'node:path';
import { IconNames } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { BUNDLED_ICONS, BUNDLED_LARGE_ICONS } from '../../web/src/icons.ts';
import { SCREEN_ROUTES } from '../../web/src/routes.ts';
import { precomputedIconNames } from '../../web/vite-plugin-icon-names.ts';

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

  it('bundles the 20 px paths of every icon a screen shows at 20 px or more', () => {
    const large = new Set<string>();
    for (const file of sourceFiles('web/src')) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/<Icon icon="([a-z0-9-]+)" size=\{(\d+)\}/g)) {
        if (Number(match[2]) >= 20) large.add(match[1]!);
      }
    }
    expect(large.size).toBeGreaterThan(0);
    expect([...large].filter((name) => !BUNDLED_LARGE_ICONS.has(name))).toEqual([]);
  });

  it('finds a paths file for every name in the lists (a misspelt name would silently load nothing)', () => {
    const source = fs.readFileSync('web/src/icons.ts', 'utf8');
    const [standard, large] = [...source.matchAll(/paths\/\{([^}]+)\}\.js/g)].map((m) => m[1]!.split(','));
    expect([...BUNDLED_ICONS].sort()).toEqual([...standard!].sort());
    expect([...BUNDLED_LARGE_ICONS].sort()).toEqual([...large!].sort());
  });
});

describe('precomputed icon-name tables (web/vite-plugin-icon-names.ts)', () => {
  it('writes the same IconNames and IconNamesSet as the package computes when it loads', async () => {
    const id = path.resolve('node_modules/@blueprintjs/icons/lib/esm/iconNames.js');
    const transform = precomputedIconNames().transform as (code: string, id: string) => { code: string } | null;
    const written = transform(fs.readFileSync(id, 'utf8'), id);
    expect(written).not.toBeNull();
    expect(transform('', path.resolve('node_modules/@blueprintjs/icons/lib/esm/iconLoader.js'))).toBeNull();
    const module = (await import(`data:text/javascript,${encodeURIComponent(written!.code)}`)) as {
      IconNames: Record<string, string>;
      IconNamesSet: Set<string>;
    };
    expect(module.IconNames).toEqual(IconNames);
    expect(Object.keys(module.IconNames)).toContain('ChevronDown'); // the new names
    expect(Object.keys(module.IconNames)).toContain('CHEVRON_DOWN'); // and the legacy ones
    expect([...module.IconNamesSet].sort()).toEqual([...iconNames].sort());
  });
});
