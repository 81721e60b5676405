import { documentHistory, parseHistoryType } from '../modules/audit/history.service.ts';
import { idParam, json, type RestEndpoint } from './adapter.ts';

/**
 * GET /api/history.php?type=offer&id=N (issue 17 point 2): a document's history, oldest first, as
 * [{ at, actor, action, label, changes }] where changes is the audit entry's own ({ field: [before, after] }).
 */
export const historyEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    const type = parseHistoryType(req.query.get('type'));
    const id = idParam(req.query.get('id'));
    const entries = await documentHistory(ctx, type, id);
    return json(
      entries.map((entry) => ({
        at: entry.at.toISOString(),
        actor: entry.actor,
        action: entry.action,
        label: entry.label,
        changes: entry.rawChanges,
      })),
    );
  },
};
