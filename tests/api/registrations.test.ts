import { describe, expect, it } from 'vitest';
import { appForFile } from '../setup/test-app.ts';

const t = await appForFile();
const [superAdmin, acmeAdmin] = await Promise.all([
  t.login('superadmin@admin.test', 'admin'),
  t.login('admin@acme.test', 'acme'),
]);

const LIST = `query($status: RegistrationStatus, $all: Boolean) { registrationRequests(first: 50, status: $status, all: $all) {
  totalCount edges { node { id rowId firstName lastName email company status createdAt tenant { shortName } } } } }`;
const APPROVE = `mutation($input: ApproveRegistrationInput!) { approveRegistration(input: $input) {
  __typename ... on Error { message field } ... on MutationApproveRegistrationSuccess { data { tenant { shortName fullName contactEmail } } } } }`;
const REJECT = `mutation($input: RejectRegistrationInput!) { rejectRegistration(input: $input) {
  __typename ... on Error { message } ... on MutationRejectRegistrationSuccess { data { status } } } }`;

const request = (n: number) => ({
  firstName: `Anna${n}`,
  lastName: 'Verdi',
  email: `anna${n}@newco.test`,
  company: `NewCo ${n} S.r.l.`,
});

/** The listed request of the applicant with this first name. */
async function requestOf(firstName: string) {
  const list = await t.gql<any>(LIST, {}, superAdmin);
  return list.data.registrationRequests.edges.find((e: any) => e.node.firstName === firstName).node;
}

/** approveRegistration of a request with the approval dialog's fields: its typed error or success. */
async function approve(id: string, fields: Record<string, string>, token = superAdmin) {
  return (await t.gql<any>(APPROVE, { input: { id, ...fields } }, token)).data.approveRegistration;
}

describe('registration requests', () => {
  it('are stored by /api/register.php, all four fields required, and throttled per address', async () => {
    expect((await t.rest('POST', 'register.php', { ...request(0), company: ' ' })).status).toBe(400);
    for (const n of [1, 2]) {
      const res = await t.rest('POST', 'register.php', request(n));
      expect(res).toMatchObject({ status: 201, body: { success: true } });
    }
    const third = await t.gql<any>(
      `mutation { requestRegistration(firstName: "Anna3", lastName: "Verdi", email: "anna3@newco.test", company: "NewCo 3") { __typename } }`,
    );
    expect(third.data.requestRegistration.__typename).toBe('MutationRequestRegistrationSuccess');
    // The fourth from the same address within the hour is refused, and nothing is stored.
    const fourth = await t.rest('POST', 'register.php', request(4));
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe('Troppe richieste di registrazione da questo indirizzo. Riprova più tardi.');
    expect(await t.app.database.platform.registrationRequest.count()).toBe(3);
  });

  it('are listed, newest first, for the principal admin only', async () => {
    const res = await t.gql<any>(LIST, {}, superAdmin);
    expect(res.data.registrationRequests.totalCount).toBe(3);
    expect(res.data.registrationRequests.edges.map((e: any) => e.node.firstName)).toEqual(['Anna3', 'Anna2', 'Anna1']);
    const denied = await t.gql<any>(LIST, {}, acmeAdmin);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.rest('GET', 'registrations.php', undefined, acmeAdmin)).status).toBe(403);
    const rest = await t.rest('GET', 'registrations.php', undefined, superAdmin);
    expect(rest.body[0]).toMatchObject({
      firstName: 'Anna3',
      lastName: 'Verdi',
      email: 'anna3@newco.test',
      company: 'NewCo 3',
      status: 'pending',
    });
  });

  it('approving one creates the tenant with the requester as first admin, who signs in', async () => {
    const node = await requestOf('Anna1');
    const badPassword = await approve(node.id, { shortName: 'newco-1', contactPhone: '+39 02 1', adminPassword: '1' });
    expect(badPassword.field).toBe('adminPassword');
    const badSlug = await approve(node.id, {
      shortName: 'NewCo 1',
      contactPhone: '+39 02 1',
      adminPassword: 'welcome1',
    });
    expect(badSlug.field).toBe('shortName');
    const byTenantAdmin = await approve(
      node.id,
      { shortName: 'newco-1', contactPhone: '1', adminPassword: 'welcome1' },
      acmeAdmin,
    );
    expect(byTenantAdmin.__typename).toBe('ForbiddenError');

    const res = await approve(node.id, { shortName: 'newco-1', contactPhone: '+39 02 1', adminPassword: 'welcome1' });
    expect(res.data.tenant).toEqual({
      shortName: 'newco-1',
      fullName: 'NewCo 1 S.r.l.',
      contactEmail: 'anna1@newco.test',
    });
    const token = await t.login('anna1@newco.test', 'newco-1', 'welcome1');
    expect((await t.rest('GET', 'auth.php', undefined, token)).body.user).toMatchObject({
      ruolo: 'admin',
      nome: 'Anna1',
      cognome: 'Verdi',
    });
    const again = await approve(node.id, { shortName: 'newco-1b', contactPhone: '1', adminPassword: 'welcome1' });
    expect(again).toMatchObject({
      __typename: 'ConflictError',
      message: 'This registration request has already been handled',
    });
    const approved = await t.gql<any>(LIST, { status: 'approved' }, superAdmin);
    expect(approved.data.registrationRequests.edges[0].node.tenant.shortName).toBe('newco-1');
  });

  it('an already-used short name is refused and the request stays pending', async () => {
    const node = await requestOf('Anna2');
    const res = await approve(node.id, { shortName: 'acme', contactPhone: '1', adminPassword: 'welcome1' });
    expect(res.message).toBe('A tenant with this short name already exists');
    expect(
      (await t.app.database.platform.registrationRequest.findUniqueOrThrow({ where: { id: node.rowId } })).status,
    ).toBe('pending');
  });

  it('can be rejected, through GraphQL or REST, and approved through REST', async () => {
    const anna2 = await requestOf('Anna2');
    const anna3 = await requestOf('Anna3');
    const rejected = await t.gql<any>(REJECT, { input: { id: anna2.id } }, superAdmin);
    expect(rejected.data.rejectRegistration.data.status).toBe('rejected');
    const viaRest = await t.rest(
      'PUT',
      `registrations.php?id=${anna3.rowId}`,
      { action: 'approve', short_name: 'newco-3', contact_phone: '+39 3', admin_password: 'welcome3' },
      superAdmin,
    );
    expect(viaRest.body).toMatchObject({ success: true, short_name: 'newco-3' });
    await expect(t.login('anna3@newco.test', 'newco-3', 'welcome3')).resolves.toEqual(expect.any(String));
    expect((await t.rest('PUT', `registrations.php?id=${anna2.rowId}`, { action: 'reject' }, superAdmin)).status).toBe(
      409,
    );
    expect((await t.gql<any>(LIST, {}, superAdmin)).data.registrationRequests.totalCount).toBe(0);
    expect((await t.gql<any>(LIST, { all: true }, superAdmin)).data.registrationRequests.totalCount).toBe(3);
  });
});
