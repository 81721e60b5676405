import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { isValidPartitaIva, normaliseVatNumber } from '../../api/src/modules/suppliers/vat-number.ts';
import { appForFile, loginAll, tenantIdOf } from '../setup/test-app.ts';

/** A valid partita IVA from ten digits: the eleventh is the check digit. */
function partitaIva(ten: string): string {
  for (let d = 0; d <= 9; d += 1) if (isValidPartitaIva(`${ten}${d}`)) return `${ten}${d}`;
  throw new Error('unreachable');
}

const t = await appForFile();
const { finance, admin, procurement, it: it_ } = await loginAll(t);
const globexFinance = await t.login('finance@globex.test', 'globex');
const acmeId = await tenantIdOf(t, 'acme');

const LIST = `query($search: String) { suppliers(first: 100, search: $search) {
  totalCount edges { node { id rowId name businessName address vatNumber archived } } } }`;
const CREATE = `mutation($input: CreateSupplierInput!) { createSupplier(input: $input) {
  __typename ... on Error { message field } ... on MutationCreateSupplierSuccess { data { supplier { id rowId name vatNumber } } } } }`;
const DELETE = `mutation($input: DeleteSupplierInput!) { deleteSupplier(input: $input) {
  __typename ... on Error { message } ... on MutationDeleteSupplierSuccess { data { deletedId } } } }`;
const ARCHIVE = `mutation($input: ArchiveSupplierInput!) { archiveSupplier(input: $input) {
  __typename ... on Error { message } ... on MutationArchiveSupplierSuccess { data { supplier { archived } } } } }`;

const valid = (vatNumber: string) => ({
  name: 'Nuovo Fornitore',
  businessName: 'Nuovo Fornitore S.r.l.',
  address: 'Via Roma 1, Milano',
  vatNumber,
});
async function create(token: string, input: Record<string, unknown>) {
  return (await t.gql<any>(CREATE, { input }, token)).data.createSupplier;
}
async function list(token: string, search?: string) {
  const res = await t.gql<any>(LIST, { search }, token);
  expect(res.errors).toBeUndefined();
  return res.data.suppliers as { totalCount: number; edges: { node: any }[] };
}

describe('VAT number check', () => {
  it('accepts an Italian partita IVA with a right check digit, with or without IT prefix', () => {
    const piva = partitaIva('0123456789');
    expect(normaliseVatNumber(piva)).toBe(piva);
    expect(normaliseVatNumber(`it ${piva}`)).toBe(piva);
    const wrong = `${piva.slice(0, 10)}${(Number(piva[10]) + 1) % 10}`;
    expect(() => normaliseVatNumber(wrong)).toThrow(/check digit/);
    expect(() => normaliseVatNumber('IT123')).toThrow(/Invalid VAT number/);
    expect(() => normaliseVatNumber('12345')).toThrow(/Invalid VAT number/);
    expect(normaliseVatNumber('de 123456789')).toBe('DE123456789');
  });
});

describe('suppliers', () => {
  it('every role reads the list; search covers name, business name and VAT number', async () => {
    for (const token of [finance, admin, procurement, it_]) expect((await list(token)).totalCount).toBeGreaterThan(0);
    const { edges } = await list(finance);
    const first = edges[0]!.node;
    expect(
      (await list(finance, first.businessName.slice(0, 6).toLowerCase())).edges.some((e) => e.node.id === first.id),
    ).toBe(true);
    expect((await list(finance, `IT ${first.vatNumber}`)).edges.map((e) => e.node.id)).toEqual([first.id]);
    expect((await list(finance, first.vatNumber.slice(2, 8))).edges.some((e) => e.node.id === first.id)).toBe(true);
  });

  it('finance and admin create; procurement and IT are refused', async () => {
    const a = await create(finance, valid(partitaIva('1111111111')));
    expect(a.__typename).toBe('MutationCreateSupplierSuccess');
    const b = await create(admin, valid(`IT${partitaIva('2222222222')}`));
    expect(b.data.supplier.vatNumber).toBe(partitaIva('2222222222'));
    for (const token of [procurement, it_])
      expect((await create(token, valid(partitaIva('3333333333')))).__typename).toBe('ForbiddenError');
  });

  it("requires all four fields after trimming ('All fields are required')", async () => {
    for (const field of ['name', 'businessName', 'address', 'vatNumber']) {
      const result = await create(finance, { ...valid(partitaIva('4444444444')), [field]: '   ' });
      expect(result).toMatchObject({ __typename: 'ValidationError', message: 'All fields are required', field });
    }
  });

  it('refuses a wrong check digit and a VAT number already used in the tenant (also with the IT prefix)', async () => {
    const piva = partitaIva('5555555555');
    const wrong = `${piva.slice(0, 10)}${(Number(piva[10]) + 3) % 10}`;
    expect((await create(finance, valid(wrong))).message).toMatch(/check digit/);
    expect((await create(finance, valid(piva))).__typename).toBe('MutationCreateSupplierSuccess');
    const dup = await create(admin, valid(`IT ${piva}`));
    expect(dup).toMatchObject({
      __typename: 'ConflictError',
      message: 'A supplier with this VAT number already exists',
      field: 'vatNumber',
    });
    // Another tenant may have the same supplier.
    expect((await create(globexFinance, valid(piva))).__typename).toBe('MutationCreateSupplierSuccess');
  });

  it('refuses deleting a supplier with offers and archives it instead; an unused one is deleted', async () => {
    const offer = await t.app.database.platform.offer.findFirstOrThrow({ where: { tenantId: acmeId } });
    const id = encodeGlobalID('Supplier', offer.supplierId);
    const refused = (await t.gql<any>(DELETE, { input: { id } }, finance)).data.deleteSupplier;
    expect(refused.__typename).toBe('ConflictError');
    expect(refused.message).toMatch(/^This supplier is used by \d+ offers?.*cannot be deleted/);
    expect(
      (await t.gql<any>(ARCHIVE, { input: { id, archived: true } }, admin)).data.archiveSupplier.data.supplier.archived,
    ).toBe(true);
    expect((await list(procurement)).edges.some((e) => e.node.id === id)).toBe(false);
    expect(await t.app.database.platform.offer.count({ where: { id: offer.id, supplierId: offer.supplierId } })).toBe(
      1,
    );
    await t.gql(ARCHIVE, { input: { id, archived: false } }, admin);

    const unused = await create(finance, valid(partitaIva('6666666666')));
    const deleted = (await t.gql<any>(DELETE, { input: { id: unused.data.supplier.id } }, admin)).data.deleteSupplier;
    expect(deleted.data.deletedId).toBe(unused.data.supplier.id);
    expect((await t.gql<any>(DELETE, { input: { id } }, procurement)).data.deleteSupplier.__typename).toBe(
      'ForbiddenError',
    );
    expect((await t.gql<any>(DELETE, { input: { id } }, globexFinance)).data.deleteSupplier.__typename).toBe(
      'NotFoundError',
    );
  });
});

describe('/api/suppliers.php', () => {
  it('GET returns id, name, businessName, address, vatNumber, and (issue 16) iban and bic', async () => {
    const res = await t.rest('GET', 'suppliers.php', undefined, procurement);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'address',
      'bic',
      'businessName',
      'iban',
      'id',
      'name',
      'vatNumber',
    ]);
  });

  it('POST, PUT and DELETE with the same rules and messages', async () => {
    const created = await t.rest('POST', 'suppliers.php', valid(partitaIva('7777777777')), finance);
    expect(created).toMatchObject({ status: 201, body: { success: true, id: expect.any(Number) } });
    const missing = await t.rest('POST', 'suppliers.php', { ...valid(partitaIva('8888888888')), address: '' }, finance);
    expect(missing).toMatchObject({ status: 400, body: { success: false, error: 'All fields are required' } });
    const dup = await t.rest('POST', 'suppliers.php', valid(partitaIva('7777777777')), admin);
    expect(dup).toMatchObject({ status: 409, body: { error: 'A supplier with this VAT number already exists' } });
    expect((await t.rest('POST', 'suppliers.php', valid(partitaIva('9999999999')), procurement)).status).toBe(403);
    const id = created.body.id;
    const put = await t.rest(
      'PUT',
      'suppliers.php',
      { id, ...valid(partitaIva('7777777777')), name: 'Rinominato' },
      finance,
    );
    expect(put.body).toEqual({ success: true });
    expect((await t.rest('GET', `suppliers.php?id=${id}`, undefined, finance)).body.name).toBe('Rinominato');
    const offer = await t.app.database.platform.offer.findFirstOrThrow({ where: { tenantId: acmeId } });
    expect((await t.rest('DELETE', `suppliers.php?id=${offer.supplierId}`, undefined, finance)).status).toBe(409);
    expect((await t.rest('DELETE', `suppliers.php?id=${id}`, undefined, finance)).body).toEqual({ success: true });
  });
});

describe('supplier bank details (issue 16, point 1)', () => {
  const IBAN = 'IT60X0542811101000000123456';
  const BANK = `query($id: ID!) { node(id: $id) { ... on Supplier { iban ibanMasked bic } } }`;
  const UPDATE = `mutation($input: UpdateSupplierInput!) { updateSupplier(input: $input) {
    __typename ... on Error { message field } } }`;

  it('GraphQL stores a valid IBAN and BIC compact; the supplier shows it whole, lists masked', async () => {
    const created = await create(finance, {
      ...valid(partitaIva('0987654320')),
      iban: 'it60 x054 2811 1010 0000 0123 456',
      bic: 'bcititmm',
    });
    expect(created.__typename).toBe('MutationCreateSupplierSuccess');
    const id = created.data.supplier.id;
    const row = await t.app.database.platform.supplier.findFirstOrThrow({ where: { id: created.data.supplier.rowId } });
    expect({ iban: row.iban, bic: row.bic }).toEqual({ iban: IBAN, bic: 'BCITITMM' });
    const shown = (await t.gql<any>(BANK, { id }, finance)).data.node;
    expect(shown).toEqual({
      iban: IBAN,
      ibanMasked: 'IT60 X054 ... 3456',
      bic: 'BCITITMM',
    });
    // An edit that does not send the IBAN keeps it; null clears it.
    const base = { id, ...valid(row.vatNumber) };
    expect((await t.gql<any>(UPDATE, { input: base }, finance)).data.updateSupplier.__typename).toBe(
      'MutationUpdateSupplierSuccess',
    );
    expect((await t.gql<any>(BANK, { id }, finance)).data.node.ibanMasked).toBe('IT60 X054 ... 3456');
    await t.gql<any>(UPDATE, { input: { ...base, iban: null, bic: '' } }, finance);
    expect((await t.gql<any>(BANK, { id }, finance)).data.node).toEqual({ iban: null, ibanMasked: null, bic: null });
  });

  it('refuses a wrong check digit, length or BIC with a message naming the field; nothing is written', async () => {
    const before = await t.app.database.platform.supplier.count();
    for (const [input, field, message] of [
      [{ iban: 'IT61X0542811101000000123456' }, 'iban', /check digits/],
      [{ iban: 'IT60X054281110100000012345' }, 'iban', /27 characters/],
      [{ iban: IBAN, bic: 'BCIT' }, 'bic', /Invalid BIC/],
    ] as const) {
      const res = await create(finance, { ...valid(partitaIva('0987654321')), ...input });
      expect(res.__typename).toBe('ValidationError');
      expect(res.field).toBe(field);
      expect(res.message).toMatch(message);
    }
    expect(await t.app.database.platform.supplier.count()).toBe(before);
  });

  it('REST /api/suppliers.php reads and writes iban and bic, refusing a bad IBAN with 400', async () => {
    const vat = partitaIva('0987654322');
    const bad = await t.rest('POST', 'suppliers.php', { ...valid(vat), iban: 'IT00X0542811101000000123456' }, finance);
    expect(bad.status).toBe(400);
    const made = await t.rest('POST', 'suppliers.php', { ...valid(vat), iban: IBAN, bic: 'BCITITMM' }, finance);
    expect(made.status).toBe(201);
    const one = await t.rest('GET', `suppliers.php?id=${made.body.id}`, undefined, finance);
    expect(one.body).toMatchObject({ iban: IBAN, bic: 'BCITITMM' });
    await t.rest('PUT', `suppliers.php?id=${made.body.id}`, { ...valid(vat), iban: '' }, finance);
    expect((await t.rest('GET', `suppliers.php?id=${made.body.id}`, undefined, finance)).body.iban).toBeNull();
  });
});
