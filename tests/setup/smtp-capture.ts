/**
 * A real SMTP server for the tests (the `smtp-server` package): it accepts every message on a free
 * local port and keeps it, decoded enough for a test to read the subject, the recipients, the
 * Message-ID and the links. `holdData` keeps the DATA phase open (no reply to the client) until
 * released: a sender killed meanwhile has not had its message accepted.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  messageId: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
  raw: string;
}

export interface SmtpCapture {
  url: string;
  port: number;
  messages: CapturedMail[];
  /** Messages whose DATA has arrived but not been answered (holdData). */
  held: () => number;
  /** Answers held DATA phases and stops holding. */
  release: () => void;
  /** Stop accepting: every later DATA phase is held until release(). */
  hold: () => void;
  /**
   * Forgets the held messages without accepting them (their sender died before the server's reply:
   * a real server would not have delivered them) and stops holding. Returns how many there were.
   */
  dropHeld: () => number;
  /** Resolves with the first message matching, waiting up to timeoutMs. */
  waitFor: (match: (mail: CapturedMail) => boolean, timeoutMs?: number) => Promise<CapturedMail>;
  close: () => Promise<void>;
  /** Called with each accepted message (the e2e server writes them where the specs read them). */
  onMessage?: (mail: CapturedMail) => void;
}

/** Undoes quoted-printable (soft line breaks and =XX) into UTF-8 text. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): CapturedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const parts: Record<string, string> = {};
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  for (const boundary of boundaries) {
    for (const chunk of raw.split(`--${boundary}`)) {
      const at = chunk.indexOf('\r\n\r\n');
      if (at < 0) continue;
      const partHead = chunk.slice(0, at);
      const type = /content-type:\s*(text\/(?:plain|html))/i.exec(partHead)?.[1]?.toLowerCase();
      if (type && !/boundary=/i.test(partHead)) parts[type] = decodePart(partHead, chunk.slice(at + 4).trimEnd());
    }
  }
  return {
    from: envelope.from,
    to: envelope.to,
    messageId: header('Message-ID'),
    subject: decodeHeader(header('Subject')),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
    raw,
  };
}

export async function startSmtpCapture(options: { holdData?: boolean; port?: number } = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  // eslint-disable-next-line prefer-const -- assigned below, read by the server's callbacks
  let capture: SmtpCapture;
  const waiting: (() => void)[] = [];
  let holding = options.holdData ?? false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          const mail = parseMail(Buffer.concat(chunks).toString('utf8'), {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          messages.push(mail);
          capture.onMessage?.(mail);
          callback(null);
        };
        if (holding) waiting.push(accept);
        else accept();
      });
    },
  });
  server.on('error', () => {
    // A client killed mid-conversation resets its connection: expected in the kill tests.
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  capture = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    held: () => waiting.length,
    release() {
      holding = false;
      for (const accept of waiting.splice(0)) accept();
    },
    hold() {
      holding = true;
    },
    dropHeld() {
      holding = false;
      return waiting.splice(0).length;
    },
    async waitFor(match, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching e-mail among ${messages.length} received`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return capture;
}
