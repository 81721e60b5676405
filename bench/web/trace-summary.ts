// npx tsx bench/web/trace-summary.ts --trace TRACE.json
// Where the renderer's main thread spent a page load (a trace from `npm run bench:lcp -- --trace FILE`):
// the time of each top-level task's children by kind (script compile and evaluation, style, layout,
// paint, HTML and CSS parsing, GC), up to the Largest Contentful Paint, and the milestones.
import fs from 'node:fs';
import { parseArgs, stringArg } from '../args.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

const file = stringArg(parseArgs(), 'trace');
if (!file) throw new Error('usage: trace-summary.ts --trace TRACE.json');
const { traceEvents } = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };

// The renderer's main thread: the thread named CrRendererMain with the most events.
const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const count = (e: { pid: number; tid: number }) => traceEvents.filter((x) => x.pid === e.pid && x.tid === e.tid).length;
const main = mains.sort((a, b) => count(b) - count(a))[0];
if (!main) throw new Error('no renderer main thread in the trace');
const onMain = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);

const start = traceEvents.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? onMain[0]!.ts;
const lcp = traceEvents
  .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === main.pid)
  .map((e) => e.ts)
  .sort((a, b) => b - a)[0];
const end = lcp ?? Math.max(...onMain.map((e) => e.ts + e.dur!));

/** The kinds worth telling apart; everything else inside a task counts as "other". */
const KINDS: [RegExp, string][] = [
  [/^(v8\.compile|v8\.parseOnBackground|V8\.CompileCode|v8\.compileModule|V8\.ScriptCompiler)/, 'script compile'],
  [
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|v8\.callFunction|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|v8\.run)/,
    'script run',
  ],
  [/^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation)/, 'style'],
  [/^(ParseAuthorStyleSheet)/, 'CSS parse'],
  [/^(Layout|UpdateLayerTree|IntersectionObserverController)/, 'layout'],
  [/^(Paint|PaintImage|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit)/, 'paint'],
  [/^(ParseHTML)/, 'HTML parse'],
  [/^(MinorGC|MajorGC|V8\.GC|BlinkGC)/, 'GC'],
];

const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= start && e.ts < end);
const byKind = new Map<string, number>();
let busy = 0;
for (const task of tasks) {
  busy += task.dur!;
  // The task's direct children: events inside it that no other event inside it contains.
  const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
  const top = inside.filter(
    (e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!),
  );
  let counted = 0;
  for (const e of top) {
    const kind = KINDS.find(([re]) => re.test(e.name))?.[1] ?? `other (${e.name})`;
    byKind.set(kind, (byKind.get(kind) ?? 0) + e.dur!);
    counted += e.dur!;
  }
  byKind.set('task overhead', (byKind.get('task overhead') ?? 0) + task.dur! - counted);
}
const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(5)} ms`;
console.log(`navigation -> ${lcp ? 'LCP' : 'last task'}: ${ms(end - start)}; main thread busy ${ms(busy)}`);
for (const [kind, us] of [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${ms(us)}  ${kind}`);
