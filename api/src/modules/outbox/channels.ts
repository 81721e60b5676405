/**
 * The outbox's delivery channels, imported once by app.ts: each line imports a module that calls
 * registerOutboxChannel(...) (e-mail, webhooks). A server process's worker claims only the messages
 * of the channels registered here.
 */
import '../email/email-channel.ts';
import '../webhooks/webhook-channel.ts';
