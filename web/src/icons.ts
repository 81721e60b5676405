/// <reference types="vite/client" />
import { Icons, type IconName, type IconPaths, IconSize } from '@blueprintjs/icons';

// The 16 px paths of the icons the screens show (and Blueprint's own components draw: caret, cross,
// chevrons), bundled with the shell: about 5 KB instead of Blueprint's default loader, which fetches
// the paths of all ~1,000 icons (100 KB gzip) before the first icon paints. tests/web/icons.test.ts
// fails when a screen names an icon missing here; anything else still loads, from Blueprint's chunks.
const bundled = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{add,archive,arrow-left,box,caret-down,chevron-down,chevron-left,chevron-right,chevron-up,caret-right,clipboard,credit-card,cross,dashboard,disable,document,dollar,double-caret-vertical,double-chevron-left,double-chevron-right,download,edit,endorsed,envelope,error,euro,eye-off,eye-open,globe-network,home,inbox,info-sign,key,lock,log-out,manual,menu,new-person,office,paperclip,people,person,pie-chart,refresh,repeat,search,send-message,shopping-cart,small-cross,small-tick,tick,tick-circle,trash,upload,warning-sign,floppy-disk,undo,import,folder-open,link,bank-account,confirm,timeline-bar-chart,notifications,dot,filter,history,list,send-to-graph}.js',
  { eager: true, import: 'default' },
);

// The 20 px paths (Blueprint draws an icon of size >= 20 from them) of the few icons shown that large:
// the sign-in screen's logo would otherwise fetch the 20 px paths of every icon (81 KB brotli).
const bundledLarge = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{euro,import}.js',
  { eager: true, import: 'default' },
);

const byName = (files: Record<string, IconPaths>) =>
  new Map<string, IconPaths>(
    Object.entries(files).map(([file, paths]) => [file.slice(file.lastIndexOf('/') + 1, -'.js'.length), paths]),
  );
const pathsByName = byName(bundled);
const largePathsByName = byName(bundledLarge);

export const BUNDLED_ICONS: ReadonlySet<string> = new Set(pathsByName.keys());
export const BUNDLED_LARGE_ICONS: ReadonlySet<string> = new Set(largePathsByName.keys());

async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const paths = (size === IconSize.STANDARD ? pathsByName : largePathsByName).get(name);
  if (paths) return paths;
  const { splitPathsBySizeLoader } = await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader');
  return splitPathsBySizeLoader(name, size);
}

/**
 * Our loader, and the bundled paths put in Blueprint's cache at once (a few microtasks, no fetch): an
 * Icon whose paths are not cached when it first renders draws an empty span, loads them in an effect
 * and renders again, so every icon of the first screen rendered and committed twice (issue 15, point 9).
 */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
  void Icons.load([...pathsByName.keys()] as IconName[], IconSize.STANDARD);
  void Icons.load([...largePathsByName.keys()] as IconName[], IconSize.LARGE);
}
