import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../errors.ts';
import { policyOf, requireSegregation, SEGREGATION_MESSAGE, segregationReason } from './segregation.ts';

const none = { approvedByFinanceId: null, approvedByItId: null };
const me = { userId: 7 };

describe('segregation of duties', () => {
  it('bars the person who gave one step from the other, under the policy only', () => {
    expect(segregationReason(me, true, { ...none, approvedByFinanceId: 7 })).toBe(SEGREGATION_MESSAGE);
    expect(segregationReason(me, true, { ...none, approvedByItId: 7 })).toBe(SEGREGATION_MESSAGE);
    expect(segregationReason(me, false, { ...none, approvedByFinanceId: 7 })).toBeNull();
  });

  it('lets anyone else, and anyone on a document nobody approved yet', () => {
    expect(segregationReason(me, true, none)).toBeNull();
    expect(segregationReason(me, true, { approvedByFinanceId: 8, approvedByItId: null })).toBeNull();
    expect(segregationReason(null, true, { ...none, approvedByFinanceId: 7 })).toBeNull();
  });

  it("the server's side throws a ForbiddenError with the same reason", () => {
    expect(() => requireSegregation(me, true, { ...none, approvedByFinanceId: 7 })).toThrow(
      new ForbiddenError(SEGREGATION_MESSAGE),
    );
    expect(() => requireSegregation(me, true, { ...none, approvedByFinanceId: 7 })).toThrow(ForbiddenError);
    expect(() => requireSegregation(me, false, { ...none, approvedByFinanceId: 7 })).not.toThrow();
    expect(() => requireSegregation(me, true, none)).not.toThrow();
  });

  it("reads the policy from the document's tenant", () => {
    expect(policyOf({ tenant: { segregationOfDuties: true } })).toBe(true);
    expect(policyOf({ tenant: { segregationOfDuties: false } })).toBe(false);
  });
});
