// Offers, invoices and contracts share one two-key approval workflow (finance and IT director).
// From a seeded status this derives who approved or rejected, when, and the audit trail, so the
// approver columns always agree with the status.
import type { Rejection } from './types.ts';
import { audit, type SeededUser, type TenantRefs } from './refs.ts';

type Status = 'pending' | 'approved_finance' | 'approved_it' | 'approved' | 'fully_approved' | 'rejected';

export interface DecisionFields {
  approvedByFinanceId: number | null;
  approvedByFinanceAt: Date | null;
  approvedByItId: number | null;
  approvedByItAt: Date | null;
  rejectedById: number | null;
  rejectedAt: Date | null;
  rejectedReason: string | null;
}

interface Decision {
  actor: SeededUser;
  action: 'approve_finance' | 'approve_it' | 'reject';
  at: Date;
  from: Status;
  to: Status;
}

export interface Decisions {
  fields: DecisionFields;
  /** When the last approval made it final (for offers' approvedDate, orders' completion). */
  finalAt: Date | null;
  /** Records the decisions in the audit log of the entity once its id is known. */
  record(entityType: string, entityId: number): void;
}

/**
 * Finance decides the day after creation and the IT director the day after that, which is the
 * order the demo stories read in; `finalStatus` is 'approved' or 'fully_approved' per entity.
 */
export function decide(
  refs: TenantRefs,
  status: Status,
  finalStatus: 'approved' | 'fully_approved',
  daysAgo: number,
  rejection?: Rejection,
): Decisions {
  const { finance, it } = refs.users;
  const financeAt = refs.cal.at(-daysAgo + 1, 10, 30);
  const itAt = refs.cal.at(-daysAgo + 2, 16, 0);
  const decisions: Decision[] = [];

  const financeApproved = status === 'approved_finance' || status === finalStatus;
  const itApproved = status === 'approved_it' || status === finalStatus;
  // Finance always goes first here, so its approval never completes the workflow on its own.
  if (financeApproved) {
    decisions.push({
      actor: finance,
      action: 'approve_finance',
      at: financeAt,
      from: 'pending',
      to: 'approved_finance',
    });
  }
  if (itApproved) {
    const from = financeApproved ? 'approved_finance' : 'pending';
    decisions.push({ actor: it, action: 'approve_it', at: itAt, from, to: status });
  }

  if (status === 'rejected' && !rejection) throw new Error('Demo data: a rejected row needs a rejection');
  const rejecter = rejection ? refs.users[rejection.by] : null;
  const rejectedAt = rejection?.by === 'it' ? itAt : financeAt;
  if (rejecter) decisions.push({ actor: rejecter, action: 'reject', at: rejectedAt, from: 'pending', to: 'rejected' });

  return {
    fields: {
      approvedByFinanceId: financeApproved ? finance.id : null,
      approvedByFinanceAt: financeApproved ? financeAt : null,
      approvedByItId: itApproved ? it.id : null,
      approvedByItAt: itApproved ? itAt : null,
      rejectedById: rejecter?.id ?? null,
      rejectedAt: rejecter ? rejectedAt : null,
      rejectedReason: rejection?.reason ?? null,
    },
    finalAt: status === finalStatus ? itAt : null,
    record(entityType, entityId) {
      for (const d of decisions) {
        const changes =
          d.action === 'reject'
            ? { status: [d.from, d.to], rejectedReason: rejection?.reason ?? '' }
            : { status: [d.from, d.to] };
        audit(refs, d.actor, entityType, entityId, d.action, d.at, changes);
      }
    },
  };
}
