import { execSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The browser journeys run in Debian's chromium-headless-shell: the same Blink and V8 as Debian's
 * Chromium without the full browser around them, which took the journeys from 1,033 to 687 s on two
 * cores (docs/decisions.md). The LCP benchmark keeps the full browser (bench/web/browser.ts).
 */
export const HEADLESS_CHROMIUM = '/usr/bin/chromium-headless-shell';
const PACKAGE = 'chromium-headless-shell';

/** Browser tests never skip: install the browser when missing (as root), or stop and say how. */
export function ensureBrowser(): void {
  if (fs.existsSync(HEADLESS_CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`The browser is missing. Install it with: sudo apt-get update && sudo apt-get install -y ${PACKAGE}`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${PACKAGE} (apt-get install -y ${PACKAGE})...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGE}`, {
    stdio: 'inherit',
  });
}
