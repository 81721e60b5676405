/**
 * The change-feed subscribers, imported once by app.ts: each line registers one module's
 * subscribeToChanges(...) (notifications, e-mail, webhooks, idempotency claims). Kept in one list so it is plain what
 * runs inside every audited transaction.
 */
import '../notifications/notifications.subscriber.ts';
import '../webhooks/webhook-subscriber.ts';
import '../idempotency/idempotency.subscriber.ts';
