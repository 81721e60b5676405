import fs from 'node:fs';
import { cspReportFile, readReports, unexpectedReports } from './csp-reports.ts';

/**
 * Fails the run when the browser reported any CSP violation other than the positive control; the
 * file of a clean run is removed (a failing run's stays, for reading).
 */
export default async function globalTeardown(): Promise<void> {
  const file = cspReportFile(Number(process.env.E2E_PORT ?? 4173));
  // report-uri reports are sent as the violation happens; give the last ones a moment to land.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const unexpected = unexpectedReports(readReports(file));
  if (unexpected.length > 0) {
    const shown = unexpected.slice(0, 10).map((line) => JSON.stringify(line.report));
    throw new Error(
      `The browser reported ${unexpected.length} Content-Security-Policy violation(s) (${file}):\n${shown.join('\n')}`,
    );
  }
  fs.rmSync(file, { force: true });
}
