import { afterEach, describe, expect, it } from 'vitest';
import { subscribeToChanges, type AuditedChange } from '../../api/src/modules/audit/change-feed.ts';
import { appForFile, loginAll, tenantIdOf } from '../setup/test-app.ts';

const t = await appForFile();
const { finance } = await loginAll(t);
const acmeId = await tenantIdOf(t, 'acme');

const CREATE = `mutation($input: CreateCostCenterInput!) { createCostCenter(input: $input) {
  __typename ... on Error { message } ... on MutationCreateCostCenterSuccess { data { costCenter { rowId } } } } }`;

let heard: AuditedChange[] = [];
let failWith: Error | null = null;
subscribeToChanges('change-feed.test', async (tx, change) => {
  // Inside the change's transaction: the audit row is already visible to it.
  const audited = await tx.auditLog.count({ where: { entityType: change.entityType, entityId: change.entityId } });
  if (audited === 0) throw new Error('the subscriber ran outside the audited transaction');
  heard.push(change);
  if (failWith) throw failWith;
});
afterEach(() => {
  heard = [];
  failWith = null;
});

describe('the change feed (every audited change, inside its transaction)', () => {
  it('hands each subscriber the audited change with its tenant and actor', async () => {
    const res = await t.gql<any>(CREATE, { input: { code: 'CC-FEED', description: 'Feed' } }, finance);
    const id = res.data.createCostCenter.data.costCenter.rowId;
    expect(heard).toEqual([
      expect.objectContaining({ tenantId: acmeId, entityType: 'CostCenter', entityId: id, action: 'create' }),
    ]);
    expect(heard[0]!.actorEmail).toBe('finance@acme.test');
  });

  it('a subscriber that fails rolls the change back with it: no half-delivered event', async () => {
    failWith = new Error('subscriber down');
    const res = await t.gql<any>(CREATE, { input: { code: 'CC-ROLLED', description: 'Rolled back' } }, finance);
    expect(res.data?.createCostCenter?.__typename).not.toBe('MutationCreateCostCenterSuccess');
    expect(JSON.stringify(res)).not.toContain('subscriber down');
    const rows = await t.app.database.platform.costCenter.count({ where: { code: 'CC-ROLLED' } });
    expect(rows).toBe(0);
  });
});
