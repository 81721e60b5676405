// The server itself (api/src/main.ts, what `npm start` runs) starts the recurring-invoice scheduler:
// a due template gets its invoice within seconds of start-up, once, without any cron job.
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../setup/free-port.ts';
import { dueTemplateForChildProcess, type DueTemplate } from './recurring-support.ts';

let template: DueTemplate | null = null;
afterAll(async () => {
  await template?.cleanup();
});

describe('the server runs the recurring-invoice scheduler in-process', () => {
  it('generates a due invoice soon after start-up, and the template moves on', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'test', SEED_DEMO: 'false' };
    delete env.SCHEDULER; // the default: on
    template = await dueTemplateForChildProcess(env, 'purchaser-sched-');

    env.PORT = String(await freePort());
    const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { env, stdio: 'pipe' });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      // The first pass runs 5 s after start-up and logs what it generated.
      const deadline = Date.now() + 120_000;
      while (!output.includes('"message":"recurring invoices"') && Date.now() < deadline && server.exitCode === null)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(output).toContain('"message":"recurring invoices"');
      expect(output).toContain('"generated":1');
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }

    await template.expectGeneratedOnce();
  }, 300_000);
});
