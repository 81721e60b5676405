// npx tsx bench/load/profile-summary.ts DIR_OR_FILE.cpuprofile [--top 25]
// Where the server's CPU went during a bench run (npm run bench -- --cpu-prof DIR): self time per
// package (node_modules/<name>, node: internals, the app's own files) and the hottest functions.
import fs from 'node:fs';
import path from 'node:path';
import { intArg, parseArgs } from '../args.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [target, ...rest] = process.argv.slice(2);
if (!target) throw new Error('Give a .cpuprofile file or the directory --cpu-prof wrote');
const top = intArg(parseArgs(rest), 'top', 25);
// tsx's loader thread writes a profile too; the server's main thread is the one with most busy time.
const files = fs.statSync(target).isDirectory()
  ? fs
      .readdirSync(target)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(target, f))
  : [target];
const busy = (p: Profile) => {
  const idle = new Set(p.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  return p.samples.reduce((sum, id, i) => sum + (idle.has(id) ? 0 : (p.timeDeltas[i] ?? 0)), 0);
};
const profile = files
  .map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as Profile)
  .sort((a, b) => busy(b) - busy(a))[0]!;

function packageOf(url: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (url.startsWith('node:')) return 'node: internals';
  if (url === '') return '(native, GC, idle)';
  return url.includes('/api/src/') ? `app: ${url.split('/api/src/')[1]!.split('/')[0]}` : url;
}

const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
const perPackage = new Map<string, number>();
const perFunction = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const node = byNode.get(id)!;
  const micros = profile.timeDeltas[i] ?? 0;
  if (node.callFrame.functionName === '(idle)') return; // waiting for I/O is not CPU
  total += micros;
  const pkg = packageOf(node.callFrame.url);
  perPackage.set(pkg, (perPackage.get(pkg) ?? 0) + micros);
  const fn = `${node.callFrame.functionName || '(anonymous)'} ${pkg}:${node.callFrame.lineNumber + 1}`;
  perFunction.set(fn, (perFunction.get(fn) ?? 0) + micros);
});

const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${((100 * micros) / total).toFixed(1).padStart(5)}%  ${(micros / 1e6).toFixed(1).padStart(6)} s  ${name}`,
    );
  }
};
console.log(`busy CPU time: ${(total / 1e6).toFixed(1)} s in ${profile.samples.length} samples`);
print('self time per package', perPackage);
print('hottest functions (self time)', perFunction);
