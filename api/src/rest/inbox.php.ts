import { approvalInbox } from '../modules/inbox/inbox.service.ts';
import { LEGACY_LIST_LIMIT } from '../shared/reads.ts';
import { json, type RestEndpoint } from './adapter.ts';
import { money, pageOf } from './legacy.ts';

/**
 * GET /api/inbox.php[?limit=N] (issue 17 point 1): what awaits the caller's own approval step, the
 * oldest first, at most `limit` (default and ceiling: the legacy lists' 1,000):
 * [{ type: 'offer'|'invoice'|'contract', id, title, amount, created_at, step, age_days }].
 */
export const inboxEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    const items = await approvalInbox(ctx, { limit: pageOf(req.query).take ?? LEGACY_LIST_LIMIT });
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
