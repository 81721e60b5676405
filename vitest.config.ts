import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { relayArtifacts } from './web/vite-plugin-relay-artifacts.ts';

const require = createRequire(import.meta.url);

export default defineConfig({
  // Web modules under test hold graphql`` tags, resolved to their artifacts as in the build.
  plugins: [relayArtifacts()],
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module): Node loads the CJS one for the libraries, so the
    // tests must too, or two copies of graphql meet in one schema ('from another module or realm').
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['tests/**/*.test.ts', 'api/**/*.test.ts'],
    exclude: [
      'tests/e2e/**',
      'node_modules/**',
      // Suites about several server processes on one database: PGlite admits one process, so they are
      // the PostgreSQL pass's alone (TEST_DATABASE_URL set), not tests that would register nothing.
      ...(process.env.TEST_DATABASE_URL
        ? []
        : ['tests/reliability/live-two-servers.test.ts', 'tests/db/prepared-statements.test.ts']),
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['tests/setup/global-setup.ts'],
    // Each file gets its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // A worker keeps the modules it loaded from one file to the next: loading the app afresh for each
    // of ~140 files cost 200 s of the PGlite pass's 385 (import time), against 77 s. A file that needs
    // a module loaded with other settings loads it again itself (vi.resetModules, aborted-requests).
    isolate: false,
    // A cheaper scrypt for the hundreds of test sign-ins (tests/api/auth.test.ts checks the default).
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '14' },
  },
});
