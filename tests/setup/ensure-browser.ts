import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/** Browser tests never skip: install Debian's Chromium when missing (as root), or stop and say how. */
export function ensureBrowser(): void {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Chromium from Debian (apt-get install -y chromium)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
