import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import decideContract from '../../web/src/__generated__/useDecideContractMutation.graphql.ts';
import decideRun from '../../web/src/__generated__/paymentRunMutationsDecideMutation.graphql.ts';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { openRun } from './payment-runs-support.ts';

/**
 * The screens' decide-style documents (one document, one of two mutations asked by a Boolean): the
 * exact text the browser sends, answered with only the field asked, and the decision taken.
 */
const t = await appForFile();
const tokens = await loginAll(t);
const prisma = t.app.database.platform;
const acme = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });
const supplier = await prisma.supplier.findFirstOrThrow({ where: { tenantId: acme.id }, orderBy: { id: 'asc' } });

async function pendingContract(name: string) {
  const contract = await prisma.contract.create({
    data: { tenantId: acme.id, contractName: name, supplierId: supplier.id },
  });
  return { rowId: contract.id, id: encodeGlobalID('Contract', contract.id) };
}

/** The contract detail's decide document, as the browser sends it. */
const decide = (id: string, approve: boolean, reason: string, token: string) =>
  t.gql<any>(decideContract.params.text!, { id, approve, reason }, token);

describe('the contract detail decides approve or reject with one document', () => {
  it('approve asks approveContract only and takes the finance step', async () => {
    const contract = await pendingContract('Decidi approva');
    const res = await decide(contract.id, true, '', tokens.finance);
    expect(Object.keys(res.data)).toEqual(['approveContract']);
    expect(res.data.approveContract).toMatchObject({
      __typename: 'MutationApproveContractSuccess',
      data: { contract: { id: contract.id, status: 'approved_finance' } },
    });
  });

  it('reject asks rejectContract only, with its reason; an empty reason is refused with the message', async () => {
    const contract = await pendingContract('Decidi rifiuta');
    const empty = await decide(contract.id, false, ' ', tokens.it);
    expect(Object.keys(empty.data)).toEqual(['rejectContract']);
    expect(empty.data.rejectContract).toMatchObject({ message: 'Il motivo del rifiuto è obbligatorio' });
    const res = await decide(contract.id, false, 'Prezzo fuori budget', tokens.it);
    expect(res.data.rejectContract.data.contract).toMatchObject({
      status: 'rejected',
      rejectedReason: 'Prezzo fuori budget',
    });
    expect(await prisma.contract.findUniqueOrThrow({ where: { id: contract.rowId } })).toMatchObject({
      status: 'rejected',
    });
  });
});

describe('the payment runs table confirms or cancels with one document', () => {
  it.each([
    [true, 'confirmPaymentRun', 'confirmed'],
    [false, 'cancelPaymentRun', 'cancelled'],
  ] as const)('confirm: %s asks %s only and the run ends %s', async (confirm, field, status) => {
    const rowId = await openRun(t, 'acme', tokens.finance);
    const res = await t.gql<any>(
      decideRun.params.text!,
      { input: { id: encodeGlobalID('PaymentRun', rowId) }, confirm },
      tokens.finance,
    );
    expect(Object.keys(res.data)).toEqual([field]);
    expect(res.data[field].__typename).toMatch(/Success$/);
    expect((await prisma.paymentRun.findUniqueOrThrow({ where: { id: rowId } })).status).toBe(status);
  });
});
