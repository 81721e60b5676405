/**
 * The e-mails the e2e server sent (issue 17): its SMTP server (support/serve.ts) appends each one to a
 * file named by the server's port; a journey waits here for the one it expects.
 */
import os from 'node:os';
import path from 'node:path';
import type { CapturedMail } from '../../setup/smtp-capture.ts';
import { readJsonLines } from './json-lines.ts';

export function mailboxFile(port: number): string {
  return path.join(os.tmpdir(), `purchaser-e2e-mail-${port}.jsonl`);
}

/** The root server's port (the base-path server takes the next one), as playwright.config.ts sets it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

export function mailsSent(port = E2E_PORT): CapturedMail[] {
  return readJsonLines<CapturedMail>(mailboxFile(port));
}

/** The first e-mail sent matching, waiting up to timeoutMs (the outbox worker polls every 300 ms). */
export async function waitForMail(match: (mail: CapturedMail) => boolean, timeoutMs = 20_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsSent().find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('the expected e-mail was not sent');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link into the app in an e-mail's plain text. */
export function linkIn(mail: CapturedMail, pathPrefix: string): string {
  const url = new RegExp(`https?://\\S+${pathPrefix.replace(/[/?]/g, '\\$&')}\\S*`).exec(mail.text)?.[0];
  if (!url) throw new Error(`no ${pathPrefix} link in the e-mail`);
  return url;
}
