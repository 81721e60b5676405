/**
 * The browser journeys run under the app's own Content-Security-Policy and fail on any violation:
 * the e2e servers (NODE_ENV=test, CSP_REPORT_FILE) append every report the browser sends to one
 * file, the global setup empties it and the global teardown fails the run if anything but the
 * positive control (tests/e2e/csp.spec.ts) is in it.
 */
import os from 'node:os';
import path from 'node:path';
import { readJsonLines } from './json-lines.ts';

/** Marks the positive control's own violation, the one report the run expects. */
export const CONTROL_MARKER = 'csp-positive-control';

/** One file per run (per E2E_PORT), shared by the root and the base-path server. */
export function cspReportFile(port: number): string {
  return path.join(os.tmpdir(), `purchaser-e2e-csp-${port}.ndjson`);
}

export interface CspReportLine {
  time: string;
  report: unknown;
}

export function readReports(file: string): CspReportLine[] {
  return readJsonLines<CspReportLine>(file);
}

export function isControl(line: CspReportLine): boolean {
  return JSON.stringify(line.report).includes(CONTROL_MARKER);
}

/** The violations a journey caused: every report except the positive control's. */
export function unexpectedReports(lines: CspReportLine[]): CspReportLine[] {
  return lines.filter((line) => !isControl(line));
}
