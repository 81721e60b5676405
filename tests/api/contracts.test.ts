import { describe, expect, it } from 'vitest';
import { SEGREGATION_MESSAGE } from '../../api/src/workflows/segregation.ts';
import { gid, financeAppForFile } from './invoices-support.ts';
import { decisionMutation } from './decision-mutations.ts';
import { seedSupplier } from './offers-support.ts';

const { t, tokens, ids } = await financeAppForFile();
const superAdmin = await t.login('superadmin@admin.test', 'admin');

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function restUpload(content: Buffer, token: string, name = 'contratto.pdf') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), name);
  const res = await fetch(`${t.baseUrl}/api/contracts.php?upload=1`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function gqlUpload(content: Buffer, token: string) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation ($file: Upload) { uploadContractDocument(file: $file) { __typename ... on Error { message } ... on MutationUploadContractDocumentSuccess { data { path } } } }',
      variables: { file: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), 'c.pdf');
  const res = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, 'graphql-require-preflight': '1' },
  });
  return (await res.json()) as any;
}

const CREATE = `mutation ($input: ContractInput!) { createContract(input: $input) { __typename ... on Error { message }
  ... on MutationCreateContractSuccess { data { contract { id rowId status statusLabel listStatus renewalType renewalLabel attachmentPath attachmentName canApprove canEdit canDelete } } } } }`;
const APPROVE = decisionMutation(
  'approve',
  'Contract',
  'status statusLabel listStatus approvedByFinance approvedByIT approvedByFinanceName',
);
const REJECT = decisionMutation('reject', 'Contract', 'status rejectedReason');
const UPDATE = `mutation ($id: ID!, $patch: ContractInput!) { updateContract(input: { id: $id, patch: $patch }) { __typename ... on Error { message }
  ... on MutationUpdateContractSuccess { data { contract { contractName status } } } } }`;

let n = 0;
async function newContract(token = tokens.procurement, extra: Record<string, unknown> = {}) {
  n += 1;
  const res = await t.gql<any>(
    CREATE,
    {
      input: {
        contractName: `Contratto ${n}`,
        supplierId: String(ids.supplierId),
        contractType: 'Manutenzione',
        expiryDate: '2027-12-31',
        renewalType: 'da_firmare',
        ...extra,
      },
    },
    token,
  );
  return res.data.createContract.data.contract;
}

describe('contract PDF upload and download', () => {
  it('stores a PDF under the contracts folder and serves it only through its contract', async () => {
    const up = await restUpload(PDF, tokens.procurement);
    expect(up.status).toBe(200);
    expect(up.body.path).toMatch(/^contracts\/[0-9a-f-]{36}\.pdf$/);
    const created = await t.rest(
      'POST',
      'contracts.php',
      {
        contract_name: 'Licenze CAD',
        supplier_id: ids.supplierId,
        renewal_type: 'Tacito',
        expiry_date: '2027-06-30',
        attachment_path: up.body.path,
        attachment_name: 'licenze-cad.pdf',
      },
      tokens.procurement,
    );
    expect(created).toMatchObject({ status: 200, body: { success: true, id: expect.any(Number) } });

    const download = await fetch(`${t.baseUrl}/api/contracts.php?file=${encodeURIComponent(up.body.path)}`, {
      headers: { authorization: `Bearer ${tokens.it}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('licenze-cad.pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

    const globex = await t.login('procurement@globex.test', 'globex');
    expect(
      (await t.rest('GET', `contracts.php?file=${encodeURIComponent(up.body.path)}`, undefined, globex)).status,
    ).toBe(404);
    expect((await t.rest('GET', `contracts.php?file=${encodeURIComponent(up.body.path)}`)).status).toBe(401);
  });

  it("accepts a browser's multipart body (a boundary with capital letters)", async () => {
    const boundary = '----WebKitFormBoundaryAbCdEfGh12';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await fetch(`${t.baseUrl}/api/contracts.php?upload=1`, {
      method: 'POST',
      body,
      headers: {
        authorization: `Bearer ${tokens.procurement}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).path).toMatch(/^contracts\//);
  });

  it('never reads a client path: traversal and unattached keys are not found', async () => {
    const orphan = await restUpload(PDF, tokens.procurement);
    for (const path of [
      '../../etc/passwd',
      'contracts/../../package.json',
      '/etc/passwd',
      orphan.body.path,
      'offers/00000000-0000-0000-0000-000000000000.pdf',
    ]) {
      const res = await t.rest('GET', `contracts.php?file=${encodeURIComponent(path)}`, undefined, tokens.admin);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Nessun documento allegato');
    }
  });

  it('checks content, size and presence (REST and GraphQL multipart)', async () => {
    const notPdf = await restUpload(Buffer.from('MZ this is an executable'), tokens.procurement, 'fake.pdf');
    expect(notPdf).toMatchObject({ status: 400, body: { error: 'Solo file PDF sono consentiti' } });
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await restUpload(big, tokens.procurement);
    expect(tooBig.status).toBeGreaterThanOrEqual(400);
    expect(tooBig.body.error).toMatch(/troppo grande|too large/i);
    const none = await fetch(`${t.baseUrl}/api/contracts.php?upload=1`, {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${tokens.procurement}` },
    });
    expect(((await none.json()) as any).error).toBe('Seleziona un file PDF');

    const ok = await gqlUpload(PDF, tokens.admin);
    expect(ok.data.uploadContractDocument.data.path).toMatch(/^contracts\//);
    const bad = await gqlUpload(Buffer.from('hello'), tokens.admin);
    expect(bad.data.uploadContractDocument.message).toBe('Solo file PDF sono consentiti');
    const refused = await gqlUpload(PDF, tokens.finance);
    expect(refused.data.uploadContractDocument.__typename).toBe('ForbiddenError');
    expect((await restUpload(PDF, tokens.it)).status).toBe(403);
  });

  it('a path can be attached to one contract only, and only a contracts key', async () => {
    const up = await restUpload(PDF, tokens.procurement);
    await newContract(tokens.procurement, { attachmentPath: up.body.path });
    const again = await t.gql<any>(
      CREATE,
      { input: { contractName: 'Copia', supplierId: String(ids.supplierId), attachmentPath: up.body.path } },
      tokens.procurement,
    );
    expect(again.data.createContract.message).toBe('Allegato non valido: carica di nuovo il PDF');
    const traversal = await t.rest(
      'POST',
      'contracts.php',
      { contract_name: 'X', supplier_id: ids.supplierId, attachment_path: '../secret.pdf' },
      tokens.procurement,
    );
    expect(traversal.status).toBe(400);
  });
});

describe('contract CRUD', () => {
  it('procurement and admin create (default Tacito); finance and IT are refused', async () => {
    const created = await newContract(tokens.admin, { renewalType: undefined });
    expect(created).toMatchObject({
      status: 'pending',
      statusLabel: 'In attesa',
      listStatus: 'Pending',
      renewalType: 'tacito',
      renewalLabel: 'Tacito',
    });
    for (const token of [tokens.finance, tokens.it]) {
      const res = await t.gql<any>(
        CREATE,
        { input: { contractName: 'No', supplierId: String(ids.supplierId) } },
        token,
      );
      expect(res.data.createContract.__typename).toBe('ForbiddenError');
      expect(
        (await t.rest('POST', 'contracts.php', { contract_name: 'No', supplier_id: ids.supplierId }, token)).status,
      ).toBe(403);
    }
  });

  it('validates name, supplier, renewal type and dates', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ contract_name: ' ', supplier_id: ids.supplierId }, 'Il nome del contratto è obbligatorio'],
      [{ contract_name: 'A' }, 'Seleziona un fornitore'],
      [
        { contract_name: 'A', supplier_id: ids.supplierId, renewal_type: 'Automatico' },
        "Il tipo di rinnovo deve essere 'Tacito' o 'Da firmare'",
      ],
      [
        { contract_name: 'A', supplier_id: ids.supplierId, signing_date: '2026-01-10', expiry_date: '2025-01-10' },
        'La data di scadenza non può precedere la data di firma',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.rest('POST', 'contracts.php', body, tokens.procurement);
      expect(res).toMatchObject({ status: 400, body: { success: false, error: message } });
    }
  });

  it('edits (procurement, admin) until approved; an edit after one approval reopens it', async () => {
    const c = await newContract();
    await t.gql(APPROVE, { id: c.id }, tokens.finance);
    const edit = await t.gql<any>(UPDATE, { id: c.id, patch: { contractName: 'Rinominato' } }, tokens.procurement);
    expect(edit.data.updateContract.data.contract).toEqual({ contractName: 'Rinominato', status: 'pending' });
    expect(
      (await t.gql<any>(UPDATE, { id: c.id, patch: { contractName: 'X' } }, tokens.finance)).data.updateContract
        .__typename,
    ).toBe('ForbiddenError');
    await t.gql(APPROVE, { id: c.id }, tokens.finance);
    await t.gql(APPROVE, { id: c.id }, tokens.it);
    const locked = await t.rest('PUT', `contracts.php?id=${c.rowId}`, { contract_name: 'Y' }, tokens.admin);
    expect(locked).toMatchObject({ status: 409, body: { error: 'Un contratto approvato non può essere modificato' } });
    const flags = await t.gql<any>(
      `query ($id: ID!) { contract(id: $id) { canEdit canApprove canReject } }`,
      { id: String(c.rowId) },
      tokens.admin,
    );
    expect(flags.data.contract).toEqual({ canEdit: false, canApprove: false, canReject: false });
  });

  it('only the principal administrator deletes, and the PDF goes with it', async () => {
    const up = await restUpload(PDF, tokens.procurement);
    const c = await newContract(tokens.procurement, { attachmentPath: up.body.path });
    for (const token of [tokens.admin, tokens.finance, tokens.procurement]) {
      expect((await t.rest('DELETE', `contracts.php?id=${c.rowId}`, undefined, token)).status).toBe(403);
    }
    expect(c.canDelete).toBe(false);
    // The principal administrator lives in the platform tenant: another tenant's contract is not found.
    expect((await t.rest('DELETE', `contracts.php?id=${c.rowId}`, undefined, superAdmin)).status).toBe(404);
    const prisma = t.app.database.platform;
    const platform = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'admin' } });
    const supplier = await seedSupplier(prisma, platform.id, {
      name: 'Fornitore piattaforma',
      businessName: 'Piattaforma S.r.l.',
      vatNumber: '00000000001',
    });
    // Its own contract, with a PDF the principal administrator uploaded (files belong to a tenant).
    const ownUpload = await restUpload(PDF, superAdmin);
    expect(ownUpload.status).toBe(200);
    const own = await prisma.contract.create({
      data: {
        tenantId: platform.id,
        contractName: 'Piattaforma',
        supplierId: supplier.id,
        attachmentKey: ownUpload.body.path,
      },
    });
    const del = await t.rest('DELETE', `contracts.php?id=${own.id}`, undefined, superAdmin);
    expect(del).toMatchObject({ status: 200, body: { success: true } });
    expect(await prisma.contract.count({ where: { id: own.id } })).toBe(0);
    await expect(t.app.storage.get(t.app.database.platform, ownUpload.body.path)).rejects.toThrow();
    expect(await prisma.storedFile.count({ where: { key: ownUpload.body.path } })).toBe(0);
    // The other tenant's contract and its file are untouched.
    expect((await t.app.storage.get(t.app.database.platform, up.body.path)).equals(PDF)).toBe(true);
  });
});

describe('contract approval and the two spellings of the final state', () => {
  it('finance then IT makes it approved: detail says approved, list says Fully_Approved; both filter spellings work', async () => {
    const c = await newContract();
    const f = await t.gql<any>(APPROVE, { id: c.id }, tokens.finance);
    expect(f.data.approveContract.data.contract).toMatchObject({
      status: 'approved_finance',
      statusLabel: 'Approvato Finance',
      listStatus: 'Approved_Finance',
    });
    const i = await t.rest('PUT', `contracts.php?id=${c.rowId}`, { action: 'approve' }, tokens.it);
    expect(i.status).toBe(200);
    const detail = await t.rest('GET', `contracts.php?id=${c.rowId}`, undefined, tokens.procurement);
    expect(detail.body).toMatchObject({
      status: 'approved',
      approvedByFinance: true,
      approvedByIT: true,
      renewal_type: 'Da firmare',
      tenant: 'acme',
    });
    for (const filter of ['Fully_Approved', 'approved', 'fully_approved']) {
      const list = await t.rest('GET', `contracts.php?status=${filter}`, undefined, tokens.procurement);
      expect(list.body.map((x: any) => x.id)).toContain(c.rowId);
      expect(list.body.every((x: any) => x.status === 'Fully_Approved')).toBe(true);
    }
    const gql = await t.gql<any>(
      `query { contracts(status: approved, first: 100) { totalCount edges { node { rowId listStatus } } } }`,
      {},
      tokens.it,
    );
    expect(gql.data.contracts.edges.map((e: any) => e.node.rowId)).toContain(c.rowId);
  });

  it('admin approves as finance first; rejection needs a reason; procurement cannot approve', async () => {
    const c = await newContract();
    expect((await t.gql<any>(APPROVE, { id: c.id }, tokens.procurement)).data.approveContract.__typename).toBe(
      'ForbiddenError',
    );
    expect((await t.gql<any>(APPROVE, { id: c.id }, tokens.admin)).data.approveContract.data.contract.status).toBe(
      'approved_finance',
    );
    expect((await t.gql<any>(APPROVE, { id: c.id }, tokens.finance)).data.approveContract.__typename).toBe(
      'ConflictError',
    );
    expect((await t.gql<any>(REJECT, { id: c.id, reason: ' ' }, tokens.it)).data.rejectContract.message).toBe(
      'Il motivo del rifiuto è obbligatorio',
    );
    const rest = await t.rest(
      'PUT',
      `contracts.php?id=${c.rowId}`,
      { action: 'reject', rejectReason: 'Clausole non accettabili' },
      tokens.it,
    );
    expect(rest.status).toBe(200);
    const after = await t.rest('GET', `contracts.php?id=${c.rowId}`, undefined, tokens.it);
    expect(after.body).toMatchObject({ status: 'rejected', rejectedReason: 'Clausole non accettabili' });
    expect((await t.gql<any>(APPROVE, { id: c.id }, tokens.it)).data.approveContract.message).toBe(
      'Un contratto rifiutato non può essere approvato',
    );
  });

  it('segregation of duties: the admin who created and approved as finance cannot give the IT step (GraphQL, REST)', async () => {
    const c = await newContract(tokens.admin);
    const blocked = `query ($id: ID!) { contract(id: $id) { canApprove approvalBlockedReason } }`;
    const as = async (token: string) => (await t.gql<any>(blocked, { id: c.id }, token)).data.contract;
    expect((await t.gql<any>(APPROVE, { id: c.id }, tokens.admin)).data.approveContract.data.contract.status).toBe(
      'approved_finance',
    );
    expect(await as(tokens.admin)).toEqual({ canApprove: false, approvalBlockedReason: SEGREGATION_MESSAGE });
    expect((await t.gql<any>(APPROVE, { id: c.id }, tokens.admin)).data.approveContract).toEqual({
      __typename: 'ForbiddenError',
      message: SEGREGATION_MESSAGE,
      code: 'FORBIDDEN',
    });
    const rest = await t.rest('PUT', `contracts.php?id=${c.rowId}`, { action: 'approve' }, tokens.admin);
    expect(rest).toMatchObject({ status: 403, body: { success: false, error: SEGREGATION_MESSAGE } });
    expect((await t.rest('GET', `contracts.php?id=${c.rowId}`, undefined, tokens.it)).body).toMatchObject({
      status: 'approved_finance',
      approvedByIT: false,
    });
    expect((await t.gql<any>(APPROVE, { id: c.id }, tokens.it)).data.approveContract.data.contract.status).toBe(
      'approved',
    );

    const prisma = t.app.database.platform;
    await prisma.tenant.update({ where: { id: ids.tenantId }, data: { segregationOfDuties: false } });
    try {
      const off = await newContract(tokens.admin);
      for (const status of ['approved_finance', 'approved']) {
        expect(
          (await t.gql<any>(APPROVE, { id: off.id }, tokens.admin)).data.approveContract.data.contract.status,
        ).toBe(status);
      }
    } finally {
      await prisma.tenant.update({ where: { id: ids.tenantId }, data: { segregationOfDuties: true } });
    }
  });

  it("another tenant's contract is not found", async () => {
    const c = await newContract();
    const globex = await t.login('admin@globex.test', 'globex');
    expect((await t.rest('GET', `contracts.php?id=${c.rowId}`, undefined, globex)).status).toBe(404);
    expect((await t.gql<any>(APPROVE, { id: c.id }, globex)).data.approveContract.__typename).toBe('NotFoundError');
    expect(
      (await t.gql<any>(`query ($id: ID!) { node(id: $id) { id } }`, { id: gid('Contract', c.rowId) }, globex)).data
        .node,
    ).toBeNull();
  });
});
