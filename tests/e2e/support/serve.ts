/**
 * Starts the real server (api/src/main.ts) on a fresh temporary data directory, so every e2e run
 * begins from the seeded demo data; the directory is removed when the server exits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtpCapture } from '../../setup/smtp-capture.ts';
import { mailboxFile } from './mailbox.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'purchaser-e2e-'));
process.env.DATA_DIR = dataDir;
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

// Issue 17: a real SMTP server beside the app, so journeys can follow the e-mails it sends; each
// accepted message is appended to a file the specs read (support/mailbox.ts), one JSON per line.
const mailbox = mailboxFile(Number(process.env.PORT));
fs.rmSync(mailbox, { force: true });
const smtp = await startSmtpCapture();
smtp.onMessage = (mail) => fs.appendFileSync(mailbox, `${JSON.stringify({ ...mail, raw: undefined })}\n`);
process.env.SMTP_URL = smtp.url;
process.env.OUTBOX_WORKER = '1';
process.env.OUTBOX_POLL_MS = '300';
process.on('exit', () => fs.rmSync(mailbox, { force: true }));

await import('../../../api/src/main.ts');
