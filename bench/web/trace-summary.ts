// npx tsx bench/web/trace-summary.ts --trace TRACE.json [--min-task 4]
// What a page load waited for, from a trace of `npm run bench:lcp -- --trace FILE`, in ms from the
// document's request: each request of the app's origin (sent, the server's first byte, when the page's
// main thread took the answer in), then the renderer main thread's tasks up to the Largest Contentful
// Paint with the event that took most of each. Found this way (2026-11-30): GraphQL answers 120-440 ms
// late because the server was busy, and the main thread's own share (module evaluation, render, layout).
import fs from 'node:fs';
import { intArg, parseArgs, stringArg } from '../args.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { requestId?: string; url?: string; timing?: { requestTime?: number; receiveHeadersEnd?: number } };
  };
}

const args = parseArgs();
const file = stringArg(args, 'trace');
if (!file) throw new Error('usage: trace-summary.ts --trace TRACE.json [--min-task MS]');
const minTaskMs = intArg(args, 'min-task', 4);
const { traceEvents: events } = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };

const sends = events.filter((e) => e.name === 'ResourceSendRequest');
const documentRequest = sends.sort((a, b) => a.ts - b.ts)[0];
if (!documentRequest) throw new Error('no request in the trace: was it taken with the devtools.timeline category?');
const start = documentRequest.ts;
const ms = (ts: number) => ((ts - start) / 1000).toFixed(0).padStart(5);

// The page's main thread: the CrRendererMain thread with the most events (Chromium's own pages have theirs).
const mainThreads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const eventCount = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid).length;
const main = mainThreads.sort((a, b) => eventCount(b) - eventCount(a))[0];
if (!main) throw new Error('no renderer main thread in the trace');
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
const lcp = Math.max(
  ...events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === main.pid).map((e) => e.ts),
);

console.log('requests of the page (ms from the document request): sent, first byte from the server, taken in');
const origin = new URL(documentRequest.args?.data?.url ?? 'http://x').origin;
const sent = new Map<string, TraceEvent>();
for (const e of sends.filter((s) => s.pid === main.pid)) sent.set(e.args?.data?.requestId ?? '', e);
for (const e of events.filter((r) => r.name === 'ResourceReceiveResponse').sort((a, b) => a.ts - b.ts)) {
  const request = sent.get(e.args?.data?.requestId ?? '');
  const url = request?.args?.data?.url;
  if (!request || !url || new URL(url).origin !== origin) continue;
  const timing = e.args?.data?.timing;
  const firstByte =
    timing?.requestTime !== undefined && timing.receiveHeadersEnd !== undefined
      ? ms(timing.requestTime * 1e6 + timing.receiveHeadersEnd * 1000)
      : '    ?';
  console.log(`${ms(request.ts)} ${firstByte} ${ms(e.ts)}  ${new URL(url).pathname}`);
}

console.log(
  `\nmain-thread tasks of at least ${minTaskMs} ms until the LCP (${ms(lcp).trim()} ms): start, length, largest part`,
);
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= start && e.ts < lcp).sort((a, b) => a.ts - b.ts);
let busy = 0;
for (const task of tasks) {
  busy += task.dur!;
  if (task.dur! < minTaskMs * 1000) continue;
  const end = task.ts + task.dur!;
  const largest = onMain
    .filter((e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + e.dur! <= end)
    .sort((a, b) => b.dur! - a.dur!)[0];
  console.log(`${ms(task.ts)} ${(task.dur! / 1000).toFixed(0).padStart(4)}  ${largest?.name ?? ''}`);
}
console.log(`main thread busy ${(busy / 1000).toFixed(0)} of ${ms(lcp).trim()} ms`);
