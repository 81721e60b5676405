import { approvalInbox } from '../modules/inbox/inbox.service.ts';
import { json, type RestEndpoint } from './adapter.ts';
import { money } from './legacy.ts';

/**
 * GET /api/inbox.php (issue 17 point 1): what awaits the caller's own approval step, oldest first:
 * [{ type: 'offer'|'invoice'|'contract', id, title, amount, created_at, step, age_days }].
 */
export const inboxEndpoint: RestEndpoint = {
  async GET(_req, ctx) {
    const items = await approvalInbox(ctx);
    return json(
      items.map((item) => ({
        type: item.type,
        id: item.id,
        title: item.title,
        amount: item.amount === null ? null : money(item.amount),
        created_at: item.createdAt.toISOString(),
        step: item.step,
        age_days: item.ageDays,
      })),
    );
  },
};
