// A one-line progress bar (redrawn in place on a terminal, a line every few seconds otherwise):
// percent of the expected rows, rows written, rows per second and the time left.
import { formatDuration } from '../args.ts';

export interface Progress {
  add(rows: number, label: string): void;
  done(): void;
  readonly rows: number;
}

export function progressBar(expectedRows: number, out: NodeJS.WriteStream = process.stdout): Progress {
  const started = performance.now();
  let rows = 0;
  let lastPrint = 0;
  const line = (label: string) => {
    const elapsed = performance.now() - started;
    const share = Math.min(1, rows / expectedRows);
    const width = 30;
    const filled = Math.round(share * width);
    const rate = rows / Math.max(elapsed / 1000, 0.001);
    const eta = share > 0 && share < 1 ? ` eta ${formatDuration((elapsed / share) * (1 - share))}` : '';
    return (
      `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(share * 100).toFixed(1).padStart(5)}% ` +
      `${rows.toLocaleString('en')} rows, ${Math.round(rate).toLocaleString('en')} rows/s, ` +
      `${formatDuration(elapsed)}${eta}  ${label}`
    );
  };
  return {
    get rows() {
      return rows;
    },
    add(added, label) {
      rows += added;
      const width = (out.columns || 120) - 1;
      if (out.isTTY) out.write(`\r${line(label).slice(0, width).padEnd(width)}`);
      else if (performance.now() - lastPrint > 5000) {
        lastPrint = performance.now();
        out.write(`${line(label)}\n`);
      }
    },
    done() {
      out.write(`${out.isTTY ? '\r' : ''}${line('done')}\n`);
    },
  };
}
