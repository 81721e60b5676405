import type { Viewer } from '../context.ts';
import { ForbiddenError } from '../errors.ts';

/**
 * Separazione dei compiti (segregation of duties), a tenant policy on by default: the two approval
 * steps of one offer, invoice or contract come from two different people. Only an admin holds both
 * steps' permissions, so in effect it stops one admin from giving the second step after the first;
 * a finance manager or IT director gives one step anyway. With the policy off the spec's rules
 * apply unchanged. The one place for this rule: every kind's step rule (the Approve button and the
 * server's refusal) asks `segregationReason`, and the services and the schema read the policy with
 * `segregationPolicySelect`, in the same statement as the document's approvers.
 */
export const SEGREGATION_MESSAGE = "Hai già approvato questo documento: serve l'approvazione di un'altra persona";

/** Who gave each step so far. */
export interface Approvers {
  approvedByFinanceId: number | null;
  approvedByItId: number | null;
}

/** The Prisma selection of the document's tenant policy (a join, no statement of its own). */
export const segregationPolicySelect = { tenant: { select: { segregationOfDuties: true } } } as const;

/** A document row read with `segregationPolicySelect`. */
export interface WithPolicy {
  tenant: { segregationOfDuties: boolean };
}

export function policyOf(row: WithPolicy): boolean {
  return row.tenant.segregationOfDuties;
}

/**
 * Why the policy bars this viewer from the step the workflow would otherwise give them, or null:
 * they already gave the other step of this document. Call it only when a step is open to the viewer.
 */
export function segregationReason(
  viewer: Pick<Viewer, 'userId'> | null,
  policy: boolean,
  approvers: Approvers,
): string | null {
  if (!policy || !viewer) return null;
  const gaveOne = approvers.approvedByFinanceId === viewer.userId || approvers.approvedByItId === viewer.userId;
  return gaveOne ? SEGREGATION_MESSAGE : null;
}

/** The server's side of the same rule: a ForbiddenError (403 on the REST shims) with the reason. */
export function requireSegregation(viewer: Pick<Viewer, 'userId'>, policy: boolean, approvers: Approvers): void {
  const reason = segregationReason(viewer, policy, approvers);
  if (reason) throw new ForbiddenError(reason);
}
