import fs from 'node:fs';
import { cspReportFile } from './csp-reports.ts';

/** Starts every run with no CSP reports (see csp-reports.ts). */
export default function globalSetup(): void {
  fs.rmSync(cspReportFile(Number(process.env.E2E_PORT ?? 4173)), { force: true });
}
