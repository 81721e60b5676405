import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { cspReportFile } from './tests/e2e/support/csp-reports.ts';
import { HEADLESS_CHROMIUM } from './tests/setup/ensure-browser.ts';

/**
 * Browser journeys against the real server (GraphQL, seeded demo data, the built client in dist/web:
 * run `npx vite build` first). Two servers, each on a fresh database: one at the root, one under
 * BASE_PATH=/Purchaser. Debian's chromium-headless-shell, never a downloaded browser (the machines are offline).
 */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these Chromium floods the closed network with refused connections.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// E2E_PORT lets two runs (say, two engineers on one machine) coexist: the base-path server takes the next port.
const PORT = Number(process.env.E2E_PORT ?? 4173);

type WebServer = NonNullable<Extract<PlaywrightTestConfig['webServer'], unknown[]>>[number];

function server(port: number, basePath: string): WebServer {
  return {
    // The wrapper gives each run a fresh temporary DATA_DIR and removes it on exit. Not through npx:
    // npm exec kills its child on SIGTERM before the server can shut down and clean up.
    command: 'node --import tsx tests/e2e/support/serve.ts',
    url: `http://localhost:${port}${basePath}/health`,
    env: {
      PORT: String(port),
      BASE_PATH: basePath,
      NODE_ENV: 'test',
      // A UTC server with a browser in Rome (timezoneId below): the server's "today" is Italy's whatever
      // its machine's zone (shared/calendar.ts), and the journeys hold between 23:00 and midnight UTC too.
      TZ: 'UTC',
      LOG_LEVEL: 'error',
      PASSWORD_HASH_COST: '14',
      // The browser's CSP violation reports land here; the global teardown fails the run on any.
      CSP_REPORT_FILE: cspReportFile(PORT),
    },
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Every journey runs under the app's own CSP: a violation anywhere fails the run (csp-reports.ts).
  globalSetup: './tests/e2e/support/csp-global-setup.ts',
  globalTeardown: './tests/e2e/support/csp-global-teardown.ts',
  outputDir: 'test-results',
  // Two cores: one worker per core; specs sign in separately, so they do not share state.
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: HEADLESS_CHROMIUM, args: CHROMIUM_ARGS },
    viewport: { width: 1366, height: 860 },
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // No zoom-in while a test clicks a dialog's button (web/src/styles/app.css honours this).
    reducedMotion: 'reduce',
    // A trace records a screencast and a DOM snapshot of every step: on for every journey it cost 40% of
    // the run (the 14 journeys of procurement and access: 2.0 min with it, 1.3 without). A journey that
    // fails once in CI runs again with it, which is when someone reads one; locally, `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'root', testIgnore: /base-path\.spec\.ts/, use: { baseURL: `http://localhost:${PORT}/` } },
    {
      name: 'base-path',
      testMatch: /base-path\.spec\.ts/,
      use: { baseURL: `http://localhost:${PORT + 1}/Purchaser/` },
    },
  ],
  webServer: [server(PORT, ''), server(PORT + 1, '/Purchaser')],
});
