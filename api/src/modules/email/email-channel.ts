import type { App } from '../../context.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import { enqueueOutbox, PermanentDeliveryError, registerOutboxChannel, type OutboxMessage } from '../outbox/outbox.ts';
import type { Mail } from './templates.ts';

export const EMAIL_CHANNEL = 'email';

interface EmailPayload extends Mail {
  to: string;
}

/** E-mail is sent only when SMTP_URL is set; without it nothing is enqueued. */
export function emailEnabled(app: App): boolean {
  return app.config.smtpUrl !== null;
}

/** An absolute link into the app (PUBLIC_URL) for a path inside it such as "/offers/12". */
export function appUrl(app: App, path: string): string {
  return `${app.config.publicUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Writes one e-mail into the outbox, in the caller's transaction. */
export function enqueueEmail(
  tx: TxClient,
  input: { tenantId: number; dedupeKey: string; to: string; mail: Mail },
): Promise<number | null> {
  const payload: EmailPayload = { to: input.to, ...input.mail };
  return enqueueOutbox(tx, {
    channel: EMAIL_CHANNEL,
    tenantId: input.tenantId,
    dedupeKey: input.dedupeKey,
    payload: { ...payload },
  });
}

/** The domain of the sender's address, for Message-IDs. */
function senderDomain(mailFrom: string): string {
  return /@([^>\s]+)>?$/.exec(mailFrom)?.[1] ?? 'localhost';
}

/**
 * The Message-ID of an outbox message: derived from its id, so a message sent again after a crash
 * mid-send carries the same Message-ID and the receiving side can drop the duplicate.
 */
export function messageIdOf(app: App, message: Pick<OutboxMessage, 'id'>): string {
  return `<outbox-${message.id}@${senderDomain(app.config.mailFrom)}>`;
}

/** A 5xx reply (mailbox unknown, refused) will not change on a retry; anything else may. */
function classify(error: unknown): Error {
  const code = (error as { responseCode?: number } | null)?.responseCode;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === 'number' && code >= 500 && code < 600) return new PermanentDeliveryError(message);
  return error instanceof Error ? error : new Error(message);
}

async function deliverEmail(message: OutboxMessage, { app, signal }: { app: App; signal: AbortSignal }) {
  if (!app.config.smtpUrl) throw new Error('SMTP_URL is not set');
  const payload = message.payload as EmailPayload;
  if (!payload?.to || !payload.subject) throw new PermanentDeliveryError('e-mail without recipient or subject');
  // A connection per message: few e-mails, and nothing held open between passes. The timeouts keep a
  // stuck server well inside the claim's lease.
  const timeout = Math.min(60_000, Math.max(1000, app.config.outboxLeaseMs / 2));
  // nodemailer loads with the first e-mail, not with the server (docs/decisions.md, lazy libraries).
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({
    url: app.config.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  try {
    const sent = transport.sendMail({
      from: app.config.mailFrom,
      to: payload.to,
      subject: payload.subject,
      text: payload.text,
      html: payload.html,
      messageId: messageIdOf(app, message),
    });
    await new Promise<void>((resolve, reject) => {
      const abort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      if (signal.aborted) abort();
      signal.addEventListener('abort', abort, { once: true });
      sent.then(
        () => resolve(),
        (error: unknown) => reject(classify(error)),
      );
    });
  } finally {
    transport.close();
  }
}

registerOutboxChannel(EMAIL_CHANNEL, deliverEmail);
