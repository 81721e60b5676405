// Preloaded into a benchmarked server (`node --import=./bench/load/rss-parts.ts`, bench/load/v8-flags.ts
// --rss-parts): every 250 ms one JSON line in $RSS_PARTS_FILE saying what the process's resident memory
// is made of, so a peak RSS can be taken apart (issue 15, point 5): the node binary and other mapped files,
// V8's young generation and the rest of its heap, glibc's main arena ([heap], where ArrayBuffers and V8's
// compiler zones live), and what is left. Loaded after tsx's loader (bench/load/server.ts).
import fs from 'node:fs';
import v8 from 'node:v8';

export interface RssParts {
  /** Milliseconds since the epoch. */
  t: number;
  pid: number;
  rss: number;
  /** Mapped files: the node binary (its code, V8's snapshot, ICU's data) and shared libraries. */
  files: number;
  young: number;
  /** V8's other spaces: old, code, trusted, large objects. */
  otherV8: number;
  /** glibc's main arena, resident. */
  mallocHeap: number;
  /** ArrayBuffers' backing stores (in the arena or mmapped), live or dead awaiting a GC. */
  arrayBuffers: number;
}

const MB = 1024 * 1024;
const out = process.env.RSS_PARTS_FILE;

function kbField(status: string, name: string): number {
  return Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

function mallocHeapMb(): number {
  const smaps = fs.readFileSync('/proc/self/smaps', 'utf8');
  const start = smaps.indexOf('[heap]');
  if (start < 0) return 0;
  return Number(/\nRss:\s+(\d+)/.exec(smaps.slice(start))?.[1] ?? 0) / 1024;
}

function sample(): RssParts {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const spaces = v8.getHeapSpaceStatistics();
  const young = spaces
    .filter((s) => s.space_name === 'new_space' || s.space_name === 'new_large_object_space')
    .reduce((sum, s) => sum + s.physical_space_size, 0);
  const all = spaces.reduce((sum, s) => sum + s.physical_space_size, 0);
  const round = (mb: number) => Math.round(mb * 10) / 10;
  return {
    t: Date.now(),
    pid: process.pid,
    rss: round(kbField(status, 'VmRSS')),
    files: round(kbField(status, 'RssFile')),
    young: round(young / MB),
    otherV8: round((all - young) / MB),
    mallocHeap: round(mallocHeapMb()),
    arrayBuffers: round(process.memoryUsage().arrayBuffers / MB),
  };
}

if (out) {
  setInterval(() => fs.appendFileSync(out, `${JSON.stringify(sample())}\n`), 250).unref();
}
