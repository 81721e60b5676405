import { describe, expect, it } from 'vitest';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { CREATE_OFFER, errorOf, fixture, gid, seedOffer } from './offers-support.ts';

const t = await appForFile();
const tokens = await loginAll(t);
const f = await fixture(t.app.database.platform);
const globex = await fixture(t.app.database.platform, 'globex');

const RESULT = `__typename ... on Error { message code field }`;
const ADD = `mutation ($input: AddOfferRecipientInput!) { addOfferRecipient(input: $input) { ${RESULT}
  ... on MutationAddOfferRecipientSuccess { data { recipient { id rowId name costCenterCode amountShare city location notes } offer { recipientShareTotal } } } } }`;
const UPDATE = `mutation ($input: UpdateOfferRecipientInput!) { updateOfferRecipient(input: $input) { ${RESULT}
  ... on MutationUpdateOfferRecipientSuccess { data { recipient { name amountShare costCenterCode } offer { recipientShareTotal } } } } }`;
const DELETE = `mutation ($id: ID!) { deleteOfferRecipient(input: { id: $id }) { ${RESULT}
  ... on MutationDeleteOfferRecipientSuccess { data { deletedId offer { recipientShareTotal recipients { rowId } } } } } }`;

function recipient(share: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ufficio IT',
    costCenterId: gid('CostCenter', f.costCenterIds[0]!),
    location: 'Sede centrale',
    city: 'Milano',
    amountShare: share,
    ...overrides,
  };
}
const add = (offerId: number, token: string, r: Record<string, unknown> = recipient('25')) =>
  t.gql<any>(ADD, { input: { offerId: gid('Offer', offerId), recipient: r } }, token);

describe('adding recipients', () => {
  it('procurement adds through GraphQL; the share total follows; the change is audited', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    const res = await add(id, tokens.procurement, recipient('60', { notes: ' primo piano ' }));
    expect(errorOf(res.data, 'addOfferRecipient')).toBeNull();
    expect(res.data.addOfferRecipient.data).toMatchObject({
      recipient: { name: 'Ufficio IT', amountShare: '60.00', city: 'Milano', notes: 'primo piano' },
      offer: { recipientShareTotal: '60.00' },
    });
    const audit = await t.app.database.platform.auditLog.findFirst({
      where: { entityType: 'Offer', entityId: id, action: 'recipient:add' },
    });
    expect(audit?.actorId).toBe(f.users.procurement);
  });

  it('POST /api/recipients.php with the server-side names (offer_id, cost_center, amount_share)', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    const res = await t.rest(
      'POST',
      'recipients.php',
      {
        offer_id: id,
        name: 'Magazzino',
        cost_center: 'CC-ACQ',
        location: 'Capannone 2',
        city: 'Rho',
        amount_share: 30,
      },
      tokens.admin,
    );
    expect(res).toMatchObject({ status: 201, body: { success: true, id: expect.any(Number) } });
    const byId = await t.rest(
      'POST',
      'recipients.php',
      {
        offerId: id,
        name: 'IT',
        costCenterId: f.costCenterIds[0],
        location: 'Sede',
        city: 'Milano',
        amountShare: '70',
      },
      tokens.procurement,
    );
    expect(byId.status).toBe(201);
    const offer = await t.rest('GET', `offers.php?id=${id}`, undefined, tokens.finance);
    expect(offer.body.recipients.map((r: any) => [r.name, r.cost_center, r.amount_share])).toEqual([
      ['Magazzino', 'CC-ACQ', 30],
      ['IT', 'CC-IT', 70],
    ]);
  });

  it('validates with the spec messages', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    await add(id, tokens.procurement, recipient('80'));
    const cases: [Record<string, unknown>, string][] = [
      [recipient('20.01'), "La quota totale supera l'importo totale dell'offerta"],
      [recipient('0'), 'La quota deve essere maggiore di 0'],
      [recipient('-5'), 'La quota deve essere maggiore di 0'],
      [recipient('5', { name: '  ' }), 'Compila tutti i campi obbligatori del destinatario'],
      [recipient('5', { location: '' }), 'Compila tutti i campi obbligatori del destinatario'],
      [recipient('5', { costCenterId: gid('CostCenter', globex.costCenterIds[0]!) }), 'Il centro di costo non esiste'],
    ];
    for (const [input, message] of cases) {
      expect((await add(id, tokens.procurement, input)).data.addOfferRecipient).toMatchObject({
        __typename: 'ValidationError',
        message,
      });
    }
    const rest = await t.rest(
      'POST',
      'recipients.php',
      { offer_id: id, name: 'X', cost_center: 'CC-IT', location: 'L', city: 'C', amount_share: 21 },
      tokens.procurement,
    );
    expect(rest).toMatchObject({
      status: 400,
      body: { error: "La quota totale supera l'importo totale dell'offerta" },
    });
    expect(
      (await add(id, tokens.procurement, recipient('20'))).data.addOfferRecipient.data.offer.recipientShareTotal,
    ).toBe('100.00');
  });

  it('finance and IT may not change recipients (GraphQL and REST)', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    for (const token of [tokens.finance, tokens.it]) {
      expect((await add(id, token)).data.addOfferRecipient.__typename).toBe('ForbiddenError');
      const rest = await t.rest(
        'POST',
        'recipients.php',
        { offer_id: id, name: 'X', cost_center: 'CC-IT', location: 'L', city: 'C', amount_share: 1 },
        token,
      );
      expect(rest.status).toBe(403);
    }
  });

  it('only while the offer is open: approved and rejected offers are closed; another tenant sees no offer', async () => {
    expect(
      errorOf(
        (await add(await seedOffer(t.app.database.platform, f, 'approved_finance'), tokens.procurement)).data,
        'addOfferRecipient',
      ),
    ).toBeNull();
    for (const status of ['approved', 'rejected'] as const) {
      const id = await seedOffer(t.app.database.platform, f, status);
      expect((await add(id, tokens.procurement)).data.addOfferRecipient).toMatchObject({
        __typename: 'ConflictError',
        message: 'Recipients can only be changed while the offer is not approved or rejected',
      });
    }
    const globexProcurement = await t.login('procurement@globex.test', 'globex');
    const mine = await seedOffer(t.app.database.platform, f);
    const other = await add(
      mine,
      globexProcurement,
      recipient('5', { costCenterId: gid('CostCenter', globex.costCenterIds[0]!) }),
    );
    expect(other.data.addOfferRecipient).toMatchObject({ __typename: 'NotFoundError', message: 'Offer not found' });
  });

  it('concurrent additions never push the shares past 100%', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    const results = await Promise.all(Array.from({ length: 10 }, () => add(id, tokens.procurement, recipient('20'))));
    const wins = results.filter((r) => errorOf(r.data, 'addOfferRecipient') === null).length;
    expect(wins).toBe(5);
    const shares = await t.app.database.platform.offerRecipient.aggregate({
      where: { offerId: id },
      _sum: { amountShare: true },
    });
    expect(shares._sum.amountShare?.toFixed(2)).toBe('100.00');
  });
});

describe('editing and deleting recipients', () => {
  it('updates through GraphQL and REST; its own old share does not count against it', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    const a = (await add(id, tokens.procurement, recipient('60'))).data.addOfferRecipient.data.recipient;
    await add(id, tokens.procurement, recipient('40', { name: 'Amministrazione' }));
    const same = await t.gql<any>(
      UPDATE,
      { input: { id: a.id, recipient: recipient('60', { name: 'IT e sistemi' }) } },
      tokens.procurement,
    );
    expect(same.data.updateOfferRecipient.data).toMatchObject({
      recipient: { name: 'IT e sistemi', amountShare: '60.00' },
      offer: { recipientShareTotal: '100.00' },
    });
    const over = await t.gql<any>(UPDATE, { input: { id: a.id, recipient: recipient('60.5') } }, tokens.procurement);
    expect(over.data.updateOfferRecipient.message).toBe("La quota totale supera l'importo totale dell'offerta");
    const rest = await t.rest(
      'PUT',
      'recipients.php',
      { id: a.rowId, name: 'IT', cost_center: 'CC-AMM', location: 'Sede', city: 'Monza', amount_share: 50 },
      tokens.admin,
    );
    expect(rest).toMatchObject({ status: 200, body: { success: true } });
    const row = await t.app.database.platform.offerRecipient.findUniqueOrThrow({
      where: { id: a.rowId },
      include: { costCenter: true },
    });
    expect([row.city, row.costCenter.code, row.amountShare.toFixed(2)]).toEqual(['Monza', 'CC-AMM', '50.00']);
    const audit = await t.app.database.platform.auditLog.findFirst({
      where: { entityId: id, action: 'recipient:update' },
      orderBy: { id: 'desc' },
    });
    expect(audit?.changes).toMatchObject({ city: ['Milano', 'Monza'] });
    expect(
      (
        await t.rest(
          'PUT',
          'recipients.php',
          { id: a.rowId, name: 'IT', cost_center: 'CC-AMM', location: 'S', city: 'M', amount_share: 5 },
          tokens.it,
        )
      ).status,
    ).toBe(403);
  });

  it('deletes through GraphQL and REST; another tenant gets not found; closed offers refuse', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    const a = (await add(id, tokens.procurement, recipient('10'))).data.addOfferRecipient.data.recipient;
    const b = (await add(id, tokens.procurement, recipient('20'))).data.addOfferRecipient.data.recipient;
    expect((await t.gql<any>(DELETE, { id: a.id }, tokens.finance)).data.deleteOfferRecipient.__typename).toBe(
      'ForbiddenError',
    );
    const globexProcurement = await t.login('procurement@globex.test', 'globex');
    expect((await t.rest('DELETE', `recipients.php?id=${a.rowId}`, undefined, globexProcurement)).body.error).toBe(
      'Recipient not found',
    );
    const gone = await t.gql<any>(DELETE, { id: a.id }, tokens.procurement);
    expect(gone.data.deleteOfferRecipient.data).toMatchObject({
      deletedId: a.id,
      offer: { recipientShareTotal: '20.00' },
    });
    await t.app.database.platform.offer.update({ where: { id }, data: { status: 'approved' } });
    const closed = await t.rest('DELETE', `recipients.php?id=${b.rowId}`, undefined, tokens.procurement);
    expect(closed.status).toBe(409);
    await t.app.database.platform.offer.update({ where: { id }, data: { status: 'pending' } });
    expect((await t.rest('DELETE', `recipients.php?id=${b.rowId}`, undefined, tokens.procurement)).body).toEqual({
      success: true,
    });
    expect(await t.app.database.platform.offerRecipient.count({ where: { offerId: id } })).toBe(0);
  });
});

describe('at most 100 recipients per offer (issue 13, point 13: MAX_RECIPIENTS enforced)', () => {
  const small = (i: number) => recipient('0.5', { name: `Destinatario ${i}` });

  it('createOffer refuses 101 recipients with the message and creates nothing', async () => {
    const before = await t.app.database.platform.offer.count();
    const res = await t.gql<any>(
      CREATE_OFFER,
      {
        input: {
          title: 'Troppi destinatari',
          supplierId: gid('Supplier', f.supplierIds[0]!),
          lines: [{ productId: gid('Product', f.products[0]!.id), quantity: 1 }],
          recipients: Array.from({ length: 101 }, (_, i) => small(i)),
        },
      },
      tokens.procurement,
    );
    expect(res.data.createOffer).toMatchObject({ message: 'At most 100 recipients per offer', field: 'recipients' });
    expect(await t.app.database.platform.offer.count()).toBe(before);
  });

  it('the 101st addition is refused; the 100th is not', async () => {
    const prisma = t.app.database.platform;
    const id = await seedOffer(prisma, f);
    const offer = await prisma.offer.findUniqueOrThrow({ where: { id } });
    await prisma.offerRecipient.createMany({
      data: Array.from({ length: 99 }, (_, i) => ({
        tenantId: offer.tenantId,
        offerId: id,
        name: `Destinatario ${i}`,
        costCenterId: f.costCenterIds[0]!,
        location: 'Sede',
        city: 'Milano',
        amountShare: '0.5',
      })),
    });
    expect(errorOf((await add(id, tokens.procurement, small(100))).data, 'addOfferRecipient')).toBeNull();
    const refused = await add(id, tokens.procurement, small(101));
    expect(errorOf(refused.data, 'addOfferRecipient')).toBe('At most 100 recipients per offer');
    expect(await prisma.offerRecipient.count({ where: { offerId: id } })).toBe(100);
  });
});
