import { escapeHtml } from '../../shared/html.ts';

/** An e-mail ready to send: every template writes plain text and HTML with the same content. */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** A notification as the e-mails show it. */
export interface MailedNotification {
  title: string;
  body: string;
  /** Absolute URL of the document. */
  url: string;
}

const FOOTER_TEXT =
  'Ricevi questa e-mail per le tue preferenze di notifica: puoi cambiarle in Impostazioni, "Notifiche e-mail".';

/** The HTML frame of every e-mail; every value in `inner` is escaped by its caller. */
function page(heading: string, inner: string, footer: string): string {
  return [
    '<!doctype html>',
    '<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(heading)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1c2127;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">',
    `<h1 style="font-size:18px">${escapeHtml(heading)}</h1>`,
    inner,
    `<p style="font-size:12px;color:#5f6b7c">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
}

function button(url: string, label: string): string {
  return `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#2d72d2;color:#fff;padding:8px 16px;border-radius:3px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

/** One notification, sent at once to a user who chose "immediately". */
export function notificationMail(notification: MailedNotification): Mail {
  const text = [notification.title, notification.body, `Apri il documento: ${notification.url}`, '', FOOTER_TEXT]
    .filter((line, index) => index !== 1 || line !== '')
    .join('\n\n');
  const body = notification.body ? `<p>${escapeHtml(notification.body)}</p>` : '';
  const html = page(
    notification.title,
    `${body}\n${button(notification.url, 'Apri il documento')}\n<p style="font-size:12px">${escapeHtml(notification.url)}</p>`,
    FOOTER_TEXT,
  );
  return { subject: notification.title, text, html };
}

/** The day's notifications in one e-mail, for a user who chose the daily digest. */
export function digestMail(day: string, notifications: readonly MailedNotification[]): Mail {
  const count = notifications.length;
  const subject = `Riepilogo del ${day}: ${count} ${count === 1 ? 'notifica' : 'notifiche'}`;
  const text = [
    subject,
    ...notifications.map((n) => [`- ${n.title}`, n.body ? `  ${n.body}` : '', `  ${n.url}`].filter(Boolean).join('\n')),
    FOOTER_TEXT,
  ].join('\n\n');
  const items = notifications
    .map(
      (n) =>
        `<li style="margin-bottom:12px"><a href="${escapeHtml(n.url)}">${escapeHtml(n.title)}</a>` +
        (n.body ? `<br>${escapeHtml(n.body)}` : '') +
        '</li>',
    )
    .join('\n');
  return { subject, text, html: page(subject, `<ul>\n${items}\n</ul>`, FOOTER_TEXT) };
}

export const RESET_VALID_MINUTES = 30;

/** The password-reset link, valid 30 minutes and once. */
export function passwordResetMail(firstName: string, url: string): Mail {
  const subject = 'Reimposta la tua password';
  const intro = `Ciao ${firstName}, abbiamo ricevuto una richiesta di reimpostare la password del tuo account.`;
  const validity = `Il link vale ${RESET_VALID_MINUTES} minuti e una sola volta.`;
  const ignore = 'Se non sei stato tu, ignora questa e-mail: la password resta quella di prima.';
  const text = [intro, `Scegli una nuova password: ${url}`, validity, ignore].join('\n\n');
  const html = page(
    subject,
    `<p>${escapeHtml(intro)}</p>\n${button(url, 'Scegli una nuova password')}\n<p>${escapeHtml(validity)}</p>\n<p style="font-size:12px">${escapeHtml(url)}</p>`,
    ignore,
  );
  return { subject, text, html };
}
