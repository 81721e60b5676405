// The summary of a V8 sampling heap profile (HeapProfiler.stopSampling) that alloc.ts and promotion.ts
// print: bytes per request by package and by allocating function.

/**
 * HeapProfiler.startSampling's parameters: a sample every 4 KB, objects the old generation collected
 * kept; `minorToo` keeps those the young generation collected as well (every allocation, not only what
 * was promoted).
 */
export const samplingParams = (minorToo: boolean) => ({
  samplingInterval: 4096,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: minorToo,
});

export interface SampleNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SampleNode[];
}

export function summariseSamples(head: SampleNode, requests: number, top: number): string {
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, bytes: number) => map.set(key, (map.get(key) ?? 0) + bytes);
  let total = 0;
  const walk = (node: SampleNode, parent = '') => {
    const { functionName, url: file, lineNumber } = node.callFrame;
    const where = file.includes('node_modules/')
      ? file.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
      : file.startsWith('file://')
        ? `app: ${file.replace(/.*\/main\//, '').replace(/^(api\/src\/[^/]+|[^/]+\/[^/]+).*/, '$1')}`
        : file || '(native)';
    add(byPackage, where, node.selfSize);
    const name = `${functionName || '(anonymous)'} ${where}:${lineNumber}`;
    // A built-in (Map, push, slice) is named with the nearest JavaScript function that called it: "Map"
    // alone does not say whose maps they are.
    add(byFunction, file ? name : `${name} <- ${parent}`, node.selfSize);
    total += node.selfSize;
    node.children.forEach((child) => walk(child, file ? name : parent));
  };
  walk(head);

  const kb = (bytes: number) => `${(bytes / requests / 1024).toFixed(1).padStart(9)} KB`;
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, bytes]) => `${kb(bytes)}  ${key}`)
      .join('\n');
  return `${(total / requests / 1024).toFixed(0)} KB per request\n\nper package\n${rows(byPackage)}\n\nper function\n${rows(byFunction)}`;
}
