import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { appForFile, loginAll, tenantIdOf } from '../setup/test-app.ts';

const t = await appForFile();
const { finance, admin, procurement, it: it_ } = await loginAll(t);
const globexAdmin = await t.login('admin@globex.test', 'globex');
const acmeId = await tenantIdOf(t, 'acme');

const LIST = `query($search: String) { costCenters(first: 100, search: $search) {
  totalCount edges { node { id rowId code description createdByName createdAt createdBy { email } } } } }`;
const CREATE = `mutation($input: CreateCostCenterInput!) { createCostCenter(input: $input) {
  __typename ... on Error { message field } ... on MutationCreateCostCenterSuccess { data { costCenter { id rowId code description createdByName createdAt } } } } }`;
const UPDATE = `mutation($input: UpdateCostCenterInput!) { updateCostCenter(input: $input) {
  __typename ... on Error { message } ... on MutationUpdateCostCenterSuccess { data { costCenter { code description } } } } }`;
const DELETE = `mutation($input: DeleteCostCenterInput!) { deleteCostCenter(input: $input) {
  __typename ... on Error { message } ... on MutationDeleteCostCenterSuccess { data { deletedId } } } }`;

async function create(token: string, input: Record<string, unknown>) {
  return (await t.gql<any>(CREATE, { input }, token)).data.createCostCenter;
}

describe('cost centers', () => {
  it('every role reads the list, ordered by code, with creator name', async () => {
    for (const token of [finance, admin, procurement, it_]) {
      const res = await t.gql<any>(LIST, {}, token);
      expect(res.errors).toBeUndefined();
      const codes = res.data.costCenters.edges.map((e: any) => e.node.code);
      expect(codes.length).toBeGreaterThan(0);
      expect(codes).toEqual([...codes].sort());
    }
    const res = await t.gql<any>(LIST, { search: 'cc-it' }, procurement);
    expect(res.data.costCenters.edges.map((e: any) => e.node.code)).toEqual(['CC-IT']);
    expect(res.data.costCenters.edges[0].node.createdByName).toEqual(expect.any(String));
  });

  it('finance and admin create, recording who and when; procurement and IT are refused', async () => {
    const before = Date.now();
    const created = await create(finance, { code: ' cc-new ', description: ' Nuovo centro ' });
    expect(created.data.costCenter).toMatchObject({ code: 'CC-NEW', description: 'Nuovo centro' });
    expect(created.data.costCenter.createdByName).toBe(
      (await t.app.database.platform.user.findFirstOrThrow({ where: { email: 'finance@acme.test', tenantId: acmeId } }))
        .firstName +
        ' ' +
        (
          await t.app.database.platform.user.findFirstOrThrow({
            where: { email: 'finance@acme.test', tenantId: acmeId },
          })
        ).lastName,
    );
    expect(new Date(created.data.costCenter.createdAt).getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect((await create(admin, { code: 'CC-ADM', description: 'Da admin' })).__typename).toBe(
      'MutationCreateCostCenterSuccess',
    );
    for (const token of [procurement, it_])
      expect((await create(token, { code: 'CC-NO', description: 'x' })).__typename).toBe('ForbiddenError');
  });

  it("requires code and description ('Please fill in all fields') and a code unique per tenant", async () => {
    expect(await create(finance, { code: ' ', description: 'x' })).toMatchObject({
      message: 'Please fill in all fields',
      field: 'code',
    });
    expect(await create(finance, { code: 'X', description: '' })).toMatchObject({
      message: 'Please fill in all fields',
      field: 'description',
    });
    expect(await create(finance, { code: 'cc-it', description: 'dup' })).toMatchObject({
      __typename: 'ConflictError',
      message: 'A cost center with this code already exists',
    });
    expect((await create(globexAdmin, { code: 'CC-AMM', description: 'Globex' })).__typename).toBe(
      'MutationCreateCostCenterSuccess',
    );
  });

  it('updates; another tenant cannot', async () => {
    const created = await create(finance, { code: 'CC-UPD', description: 'Prima' });
    const id = created.data.costCenter.id;
    const res = await t.gql<any>(UPDATE, { input: { id, code: 'CC-UPD', description: 'Dopo' } }, admin);
    expect(res.data.updateCostCenter.data.costCenter.description).toBe('Dopo');
    const clash = await t.gql<any>(UPDATE, { input: { id, code: 'CC-IT', description: 'Dopo' } }, admin);
    expect(clash.data.updateCostCenter.message).toBe('A cost center with this code already exists');
    expect(
      (await t.gql<any>(UPDATE, { input: { id, code: 'X', description: 'y' } }, globexAdmin)).data.updateCostCenter
        .__typename,
    ).toBe('NotFoundError');
    expect(
      (await t.gql<any>(UPDATE, { input: { id, code: 'X', description: 'y' } }, procurement)).data.updateCostCenter
        .__typename,
    ).toBe('ForbiddenError');
  });

  it('refuses deleting a cost center used by a recipient; deletes an unused one', async () => {
    const recipient = await t.app.database.platform.offerRecipient.findFirstOrThrow({ where: { tenantId: acmeId } });
    const used = encodeGlobalID('CostCenter', recipient.costCenterId);
    const refused = (await t.gql<any>(DELETE, { input: { id: used } }, finance)).data.deleteCostCenter;
    expect(refused.__typename).toBe('ConflictError');
    expect(refused.message).toMatch(/used by \d+ offer recipients? and cannot be deleted/);
    const created = await create(finance, { code: 'CC-DEL', description: 'x' });
    const ok = (await t.gql<any>(DELETE, { input: { id: created.data.costCenter.id } }, finance)).data.deleteCostCenter;
    expect(ok.data.deletedId).toBe(created.data.costCenter.id);
  });
});

describe('/api/cost-centers.php', () => {
  it('GET lists id, code, description, name, createdByName, createdAt for every role', async () => {
    const res = await t.rest('GET', 'cost-centers.php', undefined, procurement);
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      code: expect.any(String),
      description: expect.any(String),
      name: expect.any(String),
      createdByName: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('POST, PUT, DELETE (delete answers success as its boolean)', async () => {
    const created = await t.rest('POST', 'cost-centers.php', { code: 'CC-REST', description: 'Via REST' }, admin);
    expect(created).toMatchObject({ status: 201, body: { success: true } });
    expect((await t.rest('POST', 'cost-centers.php', { code: '', description: '' }, admin)).body.error).toBe(
      'Please fill in all fields',
    );
    expect((await t.rest('POST', 'cost-centers.php', { code: 'CC-P', description: 'x' }, procurement)).status).toBe(
      403,
    );
    expect(
      (await t.rest('PUT', 'cost-centers.php', { id: created.body.id, code: 'CC-REST', description: 'Nuova' }, finance))
        .body,
    ).toEqual({
      success: true,
    });
    const del = await t.rest('DELETE', `cost-centers.php?id=${created.body.id}`, undefined, finance);
    expect(del.body).toEqual({ success: true });
    expect(typeof del.body.success).toBe('boolean');
    const recipient = await t.app.database.platform.offerRecipient.findFirstOrThrow({ where: { tenantId: acmeId } });
    expect((await t.rest('DELETE', `cost-centers.php?id=${recipient.costCenterId}`, undefined, finance)).status).toBe(
      409,
    );
  });
});
