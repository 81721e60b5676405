// Query budgets for mutations (issue 7): every mutation of the schema writes in one transaction and
// sends a bounded number of SQL statements. The workflow below runs each mutation once, in the order
// a tenant would (create, approve, order, invoice, pay...), and prints the figures.
import { createHash } from 'node:crypto';
import { bankingDay } from '../api/payment-runs-support.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../api/src/schema.ts';
import { loginAll, startTestApp, type TestApp } from '../setup/test-app.ts';
import { PDF, gqlUpload } from '../api/offers-support.ts';
import { measure, printTable } from './support/budget.ts';
import { orderInvoice } from '../fixtures/fatturapa/scenarios.ts';

/** The most statements one mutation may send, sign-in lookup and the payload read included. */
const MAX_STATEMENTS = 25;
/** Statements that change data. */
const WRITE = /^\s*(INSERT|UPDATE|DELETE)\b/i;

/** Issue 17: the reset link the resetPassword step uses (its hash is stored by the step before). */
const BUDGET_RESET_TOKEN = 'budget-reset-token-0123456789abcdefghijklmnop';

type Viewer = 'admin' | 'procurement' | 'finance' | 'it' | 'superAdmin' | 'anonymous';

let t: TestApp;
let tokens: Record<Viewer, string | null>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  const superAdmin = await t.login('superadmin@admin.test', 'admin');
  tokens = { ...(await loginAll(t)), superAdmin, anonymous: null };
  const prisma = t.app.database.platform;
  const acme = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });
  const where = { tenantId: acme.id, archivedAt: null };
  const products = await prisma.product.findMany({ where, orderBy: { id: 'asc' }, take: 3 });
  ids.supplier = (await prisma.supplier.findFirstOrThrow({ where, orderBy: { id: 'asc' } })).id;
  ids.costCenter = (await prisma.costCenter.findFirstOrThrow({ where, orderBy: { id: 'asc' } })).id;
  ids.seededPayment = (
    await prisma.payment.findFirstOrThrow({
      where: {
        tenantId: acme.id,
        status: 'awaiting_payment',
        invoiceLinks: { some: { invoice: { supplier: { iban: { not: null } } } } },
      },
      orderBy: { id: 'asc' },
    })
  ).id;
  products.forEach((p, i) => (ids[`product${i}`] = p.id));
  // Deleting a contract is the principal admin's, in the platform tenant: give it a supplier there.
  const platform = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'admin' } });
  ids.platformSupplier = (
    await prisma.supplier.create({
      data: {
        tenantId: platform.id,
        name: 'Platform',
        businessName: 'Platform',
        address: 'x',
        vatNumber: 'DE999999999',
      },
    })
  ).id;
});

afterAll(async () => {
  await t?.close();
});

/** The newest row of a table: the one the previous step created. */
async function newest(
  model:
    | 'product'
    | 'supplier'
    | 'costCenter'
    | 'offer'
    | 'offerRecipient'
    | 'order'
    | 'invoice'
    | 'payment'
    | 'contract'
    | 'invoiceAttachment'
    | 'registrationRequest',
) {
  const delegate = t.app.database.platform[model] as unknown as {
    findFirstOrThrow(a: object): Promise<{ id: number }>;
  };
  return (await delegate.findFirstOrThrow({ orderBy: { id: 'desc' } })).id;
}

const recipient = (share: string) => ({
  name: 'Ufficio',
  costCenterId: String(ids.costCenter),
  location: 'Sede',
  city: 'Milano',
  amountShare: share,
});

interface Step {
  /** The mutation field; the table shows `label` when one field runs twice. */
  mutation: string;
  label?: string;
  viewer: Viewer;
  /** Variable definitions and the field's arguments (default: one `input` of the field's input type). */
  vars?: string;
  args?: string;
  variables: () => Record<string, unknown>;
  /** Multipart: the variable path that carries the PDF. */
  upload?: string;
  /** The uploaded file when it is not the PDF (an e-invoice). */
  file?: () => { content: Buffer; name: string };
  /**
   * Revokes the user's sessions on the owner connection right after its commit: the app role has no
   * rights on Session, and every request re-reads the user's role and archived flag anyway.
   */
  revokesSessionsAfterCommit?: true;
  /** After the step: remember the row it created. */
  then?: () => Promise<void>;
  /**
   * Write transactions allowed (default 1). An e-invoice import writes one per file, then the batch's
   * audit entry (issue 17: "import finished" is one event) in one more.
   */
  transactions?: number;
}

const gid = (type: string, id: number) => encodeGlobalID(type, String(id));
const remember = (key: string, model: Parameters<typeof newest>[0]) => async () => {
  ids[key] = await newest(model);
};
/** `{ input: { id, ...extra } }`; master data, users, tenants and registrations take global ids. */
const byId =
  (key: string, extra: () => Record<string, unknown> = () => ({}), type?: string) =>
  () => ({ input: { id: type ? gid(type, ids[key]!) : String(ids[key]), ...extra() } });
/** Create, update, archive and delete of a new master-data row (products, suppliers, cost centers). */
function masterDataSteps(
  type: 'Product' | 'Supplier' | 'CostCenter',
  viewer: Viewer,
  created: Record<string, unknown>,
  edited: Record<string, unknown>,
): Step[] {
  const key = `new${type}`;
  const model = (type[0]!.toLowerCase() + type.slice(1)) as 'product' | 'supplier' | 'costCenter';
  return [
    { mutation: `create${type}`, viewer, variables: () => ({ input: created }), then: remember(key, model) },
    { mutation: `update${type}`, viewer, variables: byId(key, () => edited, type) },
    { mutation: `archive${type}`, viewer, variables: byId(key, () => ({ archived: true }), type) },
    { mutation: `delete${type}`, viewer, variables: byId(key, undefined, type) },
  ];
}

const offerInput = (title: string) => () => ({
  input: {
    title,
    supplierId: String(ids.supplier),
    date: '2025-05-02',
    lines: [0, 1, 2].map((i) => ({ productId: String(ids[`product${i}`]), quantity: i + 1 })),
    recipients: [recipient('30.00'), recipient('30.00')],
  },
});
const tenantFields = {
  fullName: 'Initech S.p.A.',
  contactName: 'Bill',
  contactSurname: 'Lumbergh',
  contactPhone: '+39 06 1234567',
};
const registration = (email: string) => ({
  vars: '$firstName: String!, $lastName: String!, $email: String!, $company: String!',
  args: 'firstName: $firstName, lastName: $lastName, email: $email, company: $company',
  variables: () => ({ firstName: 'Rita', lastName: 'Rossi', email, company: 'Rossi S.r.l.' }),
});

const STEPS: Step[] = [
  // Master data
  ...masterDataSteps(
    'Product',
    'procurement',
    { name: 'Budget product', price: '10.00', category: 'Perf' },
    { name: 'Budget 2', price: '11.00' },
  ),
  ...masterDataSteps(
    'Supplier',
    'admin',
    { name: 'Budget', businessName: 'Budget GmbH', address: 'Berlin', vatNumber: 'DE123456789' },
    { name: 'Budget 2', businessName: 'B GmbH', address: 'Bonn', vatNumber: 'DE123456789' },
  ),
  ...masterDataSteps(
    'CostCenter',
    'admin',
    { code: 'CC-BUDGET', description: 'Budget' },
    { code: 'CC-BUDGET2', description: 'Budget 2' },
  ),
  // Procurement: offer with 3 lines and 2 recipients, its recipients and document, two approvals, order
  {
    mutation: 'createOffer',
    viewer: 'procurement',
    variables: offerInput('Budget offer'),
    then: remember('offer', 'offer'),
  },
  {
    mutation: 'addOfferRecipient',
    viewer: 'procurement',
    variables: () => ({ input: { offerId: String(ids.offer), recipient: recipient('10.00') } }),
    then: remember('recipient', 'offerRecipient'),
  },
  {
    mutation: 'updateOfferRecipient',
    viewer: 'procurement',
    variables: () => ({ input: { id: String(ids.recipient), recipient: recipient('20.00') } }),
  },
  { mutation: 'deleteOfferRecipient', viewer: 'procurement', variables: byId('recipient') },
  {
    mutation: 'uploadOfferDocument',
    viewer: 'procurement',
    upload: 'variables.input.file',
    variables: () => ({ input: { offerId: String(ids.offer), price: '5.00', file: null } }),
  },
  { mutation: 'approveOffer', label: 'approveOffer (finance step)', viewer: 'finance', variables: byId('offer') },
  { mutation: 'approveOffer', label: 'approveOffer (IT step, final)', viewer: 'it', variables: byId('offer') },
  {
    mutation: 'createOrder',
    viewer: 'procurement',
    variables: () => ({
      input: { offerId: String(ids.offer), orderNumber: 'ORD-BUDGET-1', estimatedDeliveryDate: '2099-07-01' },
    }),
    then: remember('order', 'order'),
  },
  { mutation: 'advanceOrder', label: 'advanceOrder (to sent)', viewer: 'procurement', variables: byId('order') },
  { mutation: 'advanceOrder', label: 'advanceOrder (to received)', viewer: 'procurement', variables: byId('order') },
  // Finance: invoice from the order, two approvals (the second makes the payment), payment
  {
    mutation: 'createInvoiceFromOrder',
    viewer: 'finance',
    variables: () => ({
      input: {
        orderId: String(ids.order),
        supplierId: String(ids.supplier),
        companyName: 'Budget',
        invoiceNumber: 'FT-BUDGET-1',
        invoiceDate: '2025-06-01',
      },
    }),
    then: remember('invoice', 'invoice'),
  },
  { mutation: 'approveInvoice', label: 'approveInvoice (finance step)', viewer: 'finance', variables: byId('invoice') },
  {
    mutation: 'approveInvoice',
    label: 'approveInvoice (IT step: payment, order completed)',
    viewer: 'it',
    variables: byId('invoice'),
    then: remember('payment', 'payment'),
  },
  {
    mutation: 'updatePayment',
    viewer: 'finance',
    variables: byId('payment', () => ({ paymentMethod: 'bank_transfer' })),
  },
  // Issue 16: a run of the new payment, cancelled (the payment is free again); a run of a seeded one, confirmed.
  {
    mutation: 'createPaymentRun',
    viewer: 'finance',
    variables: () => ({
      input: { paymentIds: [String(ids.payment)], executionDate: bankingDay(3), format: 'sepa' },
    }),
    then: async () => {
      ids.run = (await t.app.database.platform.paymentRun.findFirstOrThrow({ orderBy: { id: 'desc' } })).id;
    },
  },
  { mutation: 'cancelPaymentRun', viewer: 'finance', variables: byId('run', () => ({}), 'PaymentRun') },
  {
    mutation: 'createPaymentRun',
    label: 'createPaymentRun (cbi, seeded payment)',
    viewer: 'admin',
    variables: () => ({
      input: { paymentIds: [String(ids.seededPayment)], executionDate: bankingDay(3), format: 'cbi' },
    }),
    then: async () => {
      ids.run2 = (await t.app.database.platform.paymentRun.findFirstOrThrow({ orderBy: { id: 'desc' } })).id;
    },
  },
  { mutation: 'confirmPaymentRun', viewer: 'finance', variables: byId('run2', () => ({}), 'PaymentRun') },
  { mutation: 'cancelPayment', viewer: 'finance', variables: byId('payment') },
  {
    mutation: 'createOffer',
    label: 'createOffer (second)',
    viewer: 'procurement',
    variables: offerInput('Budget 2'),
    then: remember('offer2', 'offer'),
  },
  { mutation: 'rejectOffer', viewer: 'finance', variables: byId('offer2', () => ({ reason: 'Too much' })) },
  {
    mutation: 'createInvoice',
    viewer: 'finance',
    variables: () => ({
      input: {
        invoiceNumber: 'FT-BUDGET-2',
        supplierId: String(ids.supplier),
        invoiceDate: '2025-06-01',
        lines: [
          { description: 'Canone', quantity: 1, unitPrice: '1850.00', vatPercentage: '22' },
          { description: 'Catering', quantity: 3, unitPrice: '19.99', vatPercentage: '10' },
        ],
      },
    }),
    then: remember('invoice2', 'invoice'),
  },
  {
    mutation: 'updateInvoice',
    viewer: 'finance',
    variables: () => ({
      input: {
        id: String(ids.invoice2),
        patch: { lines: [{ description: 'Canone', quantity: 2, unitPrice: '1850.00', vatPercentage: '22' }] },
      },
    }),
  },
  { mutation: 'rejectInvoice', viewer: 'it', variables: byId('invoice2', () => ({ reason: 'Wrong' })) },
  { mutation: 'deleteInvoice', viewer: 'finance', variables: byId('invoice2') },
  // E-invoices (issue 14): one file is one transaction; then its link to an order by hand, a PDF attached
  {
    mutation: 'updateCompanySettings',
    viewer: 'admin',
    variables: () => ({ input: { city: 'Milano', matchToleranceAmount: '1.50' } }),
  },
  {
    mutation: 'importEInvoices',
    viewer: 'finance',
    transactions: 2,
    vars: '$files: [Upload!]!',
    args: 'files: $files',
    upload: 'variables.files.0',
    file: () => {
      const invoice = orderInvoice('PO-BUDGET-1', undefined, 'FPR BUDGET/25');
      return { content: Buffer.from(invoice.xml), name: invoice.fileName };
    },
    variables: () => ({ files: [null] }),
    then: async () => {
      ids.einvoice = await newest('invoice');
      const prisma = t.app.database.platform;
      const invoice = await prisma.invoice.findUniqueOrThrow({ where: { id: ids.einvoice } });
      const createdById = (await prisma.user.findFirstOrThrow({ where: { email: 'procurement@acme.test' } })).id;
      const offer = await prisma.offer.create({
        data: {
          tenantId: invoice.tenantId,
          title: 'Budget PO',
          date: new Date(),
          supplierId: invoice.supplierId,
          totalAmount: '3375.00',
          status: 'approved',
          createdById,
        },
      });
      const order = await prisma.order.create({
        data: {
          tenantId: invoice.tenantId,
          offerId: offer.id,
          orderNumber: 'PO-BUDGET-2',
          date: new Date(),
          status: 'received',
          supplierId: invoice.supplierId,
          totalAmount: '3375.00',
          createdById,
        },
      });
      ids.einvoiceOrder = order.id;
      // Lane K2: the imported invoice's first line, for setInvoiceLineCostCenters below.
      ids.einvoiceLine = (
        await prisma.invoiceLine.findFirstOrThrow({ where: { invoiceId: ids.einvoice }, orderBy: { position: 'asc' } })
      ).id;
    },
  },
  // ---- Lane K2 (issue 18 point 2): the cost centers of an imported invoice's lines, before it is linked ----
  {
    mutation: 'setInvoiceLineCostCenters',
    viewer: 'finance',
    variables: () => ({
      input: {
        invoiceId: String(ids.einvoice),
        lines: [{ lineId: ids.einvoiceLine, costCenterId: String(ids.costCenter) }],
      },
    }),
  },
  {
    mutation: 'linkInvoiceToOrder',
    viewer: 'finance',
    variables: () => ({ input: { invoiceId: String(ids.einvoice), orderId: String(ids.einvoiceOrder) } }),
  },
  {
    mutation: 'uploadInvoiceAttachment',
    viewer: 'finance',
    upload: 'variables.input.file',
    variables: () => ({ input: { invoiceId: String(ids.einvoice), file: null } }),
    then: remember('einvoiceAttachment', 'invoiceAttachment'),
  },
  {
    mutation: 'removeInvoiceAttachment',
    viewer: 'finance',
    variables: () => ({ input: { attachmentId: String(ids.einvoiceAttachment) } }),
  },
  // Contracts: deleting one is the principal admin's, so the whole workflow runs in the platform tenant
  {
    mutation: 'uploadContractDocument',
    viewer: 'superAdmin',
    vars: '$file: Upload',
    args: 'file: $file',
    upload: 'variables.file',
    variables: () => ({ file: null }),
  },
  {
    mutation: 'createContract',
    viewer: 'superAdmin',
    variables: () => ({
      input: {
        contractName: 'Budget',
        supplierId: String(ids.platformSupplier),
        contractType: 'Service',
        expiryDate: '2027-12-31',
      },
    }),
    then: remember('contract', 'contract'),
  },
  {
    mutation: 'updateContract',
    viewer: 'superAdmin',
    variables: () => ({ input: { id: String(ids.contract), patch: { contractType: 'Maintenance' } } }),
  },
  { mutation: 'approveContract', viewer: 'superAdmin', variables: byId('contract') },
  { mutation: 'rejectContract', viewer: 'superAdmin', variables: byId('contract', () => ({ reason: 'No' })) },
  { mutation: 'deleteContract', viewer: 'superAdmin', variables: byId('contract') },
  // Users, tenants, registrations
  {
    mutation: 'createUser',
    viewer: 'admin',
    variables: () => ({
      input: { email: 'budget@acme.test', password: 'secret12', firstName: 'B', lastName: 'U', role: 'finance' },
    }),
    then: async () => {
      ids.user = (await t.app.database.platform.user.findFirstOrThrow({ where: { email: 'budget@acme.test' } })).id;
    },
  },
  {
    mutation: 'updateUser',
    viewer: 'admin',
    revokesSessionsAfterCommit: true,
    variables: () => ({
      input: {
        id: gid('User', ids.user!),
        email: 'budget@acme.test',
        firstName: 'B',
        lastName: 'V',
        role: 'it_director',
      },
    }),
  },
  {
    mutation: 'deleteUser',
    viewer: 'admin',
    revokesSessionsAfterCommit: true,
    variables: () => ({ input: { id: gid('User', ids.user!) } }),
  },
  {
    mutation: 'requestRegistration',
    viewer: 'anonymous',
    ...registration('rita@rossi.test'),
    then: remember('registration', 'registrationRequest'),
  },
  {
    mutation: 'approveRegistration',
    viewer: 'superAdmin',
    variables: byId(
      'registration',
      () => ({
        shortName: 'rossi',
        contactPhone: '+39 02 1',
        adminPassword: 'initial1',
      }),
      'RegistrationRequest',
    ),
  },
  {
    mutation: 'requestRegistration',
    label: 'requestRegistration (second)',
    viewer: 'anonymous',
    ...registration('gino@bianchi.test'),
    then: remember('registration2', 'registrationRequest'),
  },
  {
    mutation: 'rejectRegistration',
    viewer: 'superAdmin',
    variables: byId('registration2', undefined, 'RegistrationRequest'),
  },
  {
    mutation: 'createTenant',
    viewer: 'superAdmin',
    variables: () => ({
      input: { shortName: 'initech', ...tenantFields, contactEmail: 'boss@initech.test', adminPassword: 'initial1' },
    }),
    then: async () => {
      ids.tenant = (await t.app.database.platform.tenant.findUniqueOrThrow({ where: { shortName: 'initech' } })).id;
    },
  },
  {
    mutation: 'updateTenant',
    viewer: 'superAdmin',
    variables: () => ({ input: { id: gid('Tenant', ids.tenant!), ...tenantFields, fullName: 'Initech 2' } }),
  },
  // A tenant admin switches their own tenant's segregation of duties off (audited), then on again.
  { mutation: 'updateTenantPolicy', viewer: 'admin', variables: () => ({ input: { segregationOfDuties: false } }) },
  {
    mutation: 'updateTenantPolicy',
    label: 'updateTenantPolicy (on again)',
    viewer: 'admin',
    variables: () => ({ input: { segregationOfDuties: true } }),
  },
  {
    mutation: 'deleteTenant',
    viewer: 'superAdmin',
    variables: () => ({ input: { id: gid('Tenant', ids.tenant!), confirmShortName: 'initech' } }),
  },
  // Issue 17 (integrators): a tenant admin creates an API key, then revokes it.
  {
    mutation: 'createApiKey',
    viewer: 'admin',
    variables: () => ({ input: { name: 'Budget key', access: 'read_only' } }),
    then: async () => {
      ids.apiKey = (await t.app.database.platform.apiKey.findFirstOrThrow({ where: { name: 'Budget key' } })).id;
    },
  },
  { mutation: 'revokeApiKey', viewer: 'admin', variables: () => ({ input: { id: gid('ApiKey', ids.apiKey!) } }) },
  // Issue 18 (budgets): a budget set, changed and deleted; then a finance approval beyond a budget with
  // its override reason (the check: offer and recipients, budget lock, budgets, figures in one statement).
  {
    mutation: 'createBudget',
    viewer: 'finance',
    variables: () => ({ input: { costCenterId: gid('CostCenter', ids.costCenter!), year: 2029, amount: '1000.00' } }),
    then: async () => {
      ids.budget = (await t.app.database.platform.budget.findFirstOrThrow({ orderBy: { id: 'desc' } })).id;
    },
  },
  {
    mutation: 'updateBudget',
    viewer: 'admin',
    variables: () => ({
      input: {
        id: gid('Budget', ids.budget!),
        costCenterId: gid('CostCenter', ids.costCenter!),
        year: 2029,
        amount: '1.00',
      },
    }),
    then: async () => {
      const prisma = t.app.database.platform;
      const budget = await prisma.budget.findUniqueOrThrow({ where: { id: ids.budget! } });
      const createdById = (await prisma.user.findFirstOrThrow({ where: { email: 'procurement@acme.test' } })).id;
      const offer = await prisma.offer.create({
        data: {
          tenantId: budget.tenantId,
          title: 'Budget beyond',
          date: new Date(Date.UTC(2029, 0, 15)),
          supplierId: ids.supplier!,
          totalAmount: '50.00',
          createdById,
        },
      });
      await prisma.offerRecipient.create({
        data: {
          tenantId: budget.tenantId,
          offerId: offer.id,
          name: 'Ufficio',
          costCenterId: ids.costCenter!,
          location: 'Sede',
          city: 'Milano',
          amountShare: '100.00',
        },
      });
      ids.offerBeyond = offer.id;
    },
  },
  {
    mutation: 'approveOffer',
    label: 'approveOffer (finance step beyond budget, override)',
    viewer: 'finance',
    variables: byId('offerBeyond', () => ({ budgetOverrideReason: 'Urgente' })),
  },
  { mutation: 'deleteBudget', viewer: 'finance', variables: byId('budget', undefined, 'Budget') },
  // Sessions last: changePassword revokes the IT director's other sessions
  {
    mutation: 'login',
    viewer: 'anonymous',
    vars: '$email: String!, $password: String!, $tenant: String!',
    args: 'email: $email, password: $password, tenant: $tenant',
    variables: () => ({ email: 'it@acme.test', password: 'demo1234', tenant: 'acme' }),
  },
  // Issue 17 point 4: the bell's "mark all read" (finance has notifications from the steps above).
  { mutation: 'markNotificationsRead', viewer: 'finance', variables: () => ({ input: { all: true } }) },
  {
    mutation: 'changePassword',
    viewer: 'it',
    vars: '$currentPassword: String!, $newPassword: String!',
    args: 'currentPassword: $currentPassword, newPassword: $newPassword',
    variables: () => ({ currentPassword: 'demo1234', newPassword: 'demo12345' }),
  },
  { mutation: 'logout', viewer: 'it', vars: '', args: '', variables: () => ({}) },

  // ---- Issue 17, lane outbox: e-mail preference and password reset ----
  {
    mutation: 'setEmailNotifications',
    viewer: 'finance',
    vars: '$mode: EmailNotificationMode!',
    args: 'mode: $mode',
    variables: () => ({ mode: 'daily_digest' }),
  },
  {
    mutation: 'requestPasswordReset',
    viewer: 'anonymous',
    vars: '$tenant: String!, $email: String!',
    args: 'tenant: $tenant, email: $email',
    variables: () => ({ tenant: 'globex', email: 'admin@globex.test' }),
    // This app sends no e-mail (no SMTP_URL), so no link was made: make one as a request with SMTP would.
    then: async () => {
      const prisma = t.app.database.platform;
      const user = await prisma.user.findFirstOrThrow({ where: { email: 'admin@globex.test' } });
      await prisma.passwordResetToken.create({
        data: {
          tenantId: user.tenantId,
          userId: user.id,
          tokenHash: createHash('sha256').update(BUDGET_RESET_TOKEN).digest('hex'),
          expiresAt: new Date(Date.now() + 30 * 60_000),
        },
      });
    },
  },
  {
    mutation: 'resetPassword',
    viewer: 'anonymous',
    vars: '$token: String!, $newPassword: String!',
    args: 'token: $token, newPassword: $newPassword',
    variables: () => ({ token: BUDGET_RESET_TOKEN, newPassword: 'nuova-password-1' }),
  },
];

function operation(step: Step): string {
  const field = schema.getMutationType()!.getFields()[step.mutation]!;
  const inputArg = field.args.find((a) => a.name === 'input');
  const vars = step.vars ?? `$input: ${String(inputArg?.type)}`;
  const args = step.args ?? 'input: $input';
  return `mutation ${vars ? `(${vars})` : ''} { ${step.mutation}${args ? `(${args})` : ''} { __typename ... on Error { message } } }`;
}

async function run(step: Step) {
  const query = operation(step);
  const token = tokens[step.viewer];
  const file = step.file?.() ?? { content: PDF, name: 'offerta.pdf' };
  const response = step.upload
    ? await gqlUpload(t, token, query, step.variables(), step.upload, file.content, file.name)
    : await t.gql<Record<string, { __typename: string; message?: string }>>(query, step.variables(), token);
  return response as { errors?: unknown; data: Record<string, { __typename: string; message?: string }> | null };
}

describe('query budgets: mutations', () => {
  it('runs every mutation of the schema', () => {
    const covered = new Set(STEPS.map((s) => s.mutation));
    expect(Object.keys(schema.getMutationType()!.getFields()).filter((m) => !covered.has(m))).toEqual([]);
  });

  it(`writes in one transaction and sends at most ${MAX_STATEMENTS} statements per mutation`, async () => {
    const rows: (string | number)[][] = [];
    const failures: string[] = [];
    for (const step of STEPS) {
      const measured = await measure(t, () => run(step));
      const result = measured.result.data?.[step.mutation];
      expect(measured.result.errors, `${step.mutation}: ${JSON.stringify(measured.result.errors)}`).toBeUndefined();
      expect(result?.__typename, `${step.label ?? step.mutation}: ${result?.message}`).toMatch(/^Mutation/);
      await step.then?.();
      const revocation = /^UPDATE "public"."Session" SET "revokedAt"/;
      const log = measured.log.filter((q) => !(step.revokesSessionsAfterCommit && revocation.test(q)));
      const transactions = transactionsWithWrites(log);
      const writes = measured.log.filter((q) => WRITE.test(q)).length;
      rows.push([step.label ?? step.mutation, step.viewer, measured.statements, writes, transactions]);
      if (measured.statements > MAX_STATEMENTS || transactions > (step.transactions ?? 1)) {
        failures.push(
          `${step.label ?? step.mutation}: ${measured.statements} statements, ${transactions} transactions\n  ${measured.log.join('\n  ')}`,
        );
      }
    }
    printTable(
      'SQL statements per mutation (acme demo data)',
      ['mutation', 'as', 'statements', 'writes', 'write transactions'],
      rows,
    );
    for (const f of failures) console.log(f);
    expect(failures.map((f) => f.split('\n')[0])).toEqual([]);
  });
});

/**
 * How many transactions wrote data. Prisma logs no BEGIN, but ends every transaction with an
 * "Implicit COMMIT" line, and the tenant-scoped ones start with set_config: a write before that
 * start or after the last COMMIT ran on its own (autocommit). Sign-in throttling counters
 * (RateLimit) are written outside the unit of work on purpose: a refused request must still count.
 */
function transactionsWithWrites(log: string[]): number {
  const isWrite = (q: string) => WRITE.test(q) && !/"RateLimit"/.test(q);
  let count = 0;
  let segment: string[] = [];
  for (const q of log) {
    if (!/COMMIT/.test(q)) {
      segment.push(q);
      continue;
    }
    const start = segment.findIndex((s) => s.includes('set_config('));
    const before = start < 0 ? [] : segment.slice(0, start);
    count += before.filter(isWrite).length;
    if (segment.slice(Math.max(start, 0)).some(isWrite)) count += 1;
    segment = [];
  }
  return count + segment.filter(isWrite).length;
}

// ---- Issue 17 point 1 (lane C): bulk decisions from the inbox. Each item is one single approval in its
// own transaction (a refused item leaves the others decided), so the budget is measured on one item. ----
beforeAll(async () => {
  const prisma = t.app.database.platform;
  ids.inboxOffer = (
    await prisma.offer.findFirstOrThrow({
      where: { tenant: { shortName: 'acme' }, status: 'pending' },
      orderBy: { id: 'asc' },
    })
  ).id;
});
STEPS.push({
  mutation: 'decideInboxItems',
  label: 'decideInboxItems (one offer)',
  viewer: 'finance',
  variables: () => ({ input: { decision: 'approve', items: [{ type: 'offer', id: gid('Offer', ids.inboxOffer!) }] } }),
});

// ---- Issue 17 point 7 (lane E2): the webhook screen's mutations: register an endpoint, re-send one of
// its deliveries (a delivery row made directly: events are delivered by the outbox, not measured here),
// delete it. ----
STEPS.push(
  {
    mutation: 'createWebhookEndpoint',
    viewer: 'admin',
    variables: () => ({ input: { url: 'https://203.0.113.10/budget-hook', events: ['offer.created'] } }),
    then: async () => {
      const prisma = t.app.database.platform;
      const endpoint = await prisma.webhookEndpoint.findFirstOrThrow({
        where: { url: 'https://203.0.113.10/budget-hook' },
      });
      ids.webhookEndpoint = endpoint.id;
      ids.webhookDelivery = (
        await prisma.webhookDelivery.create({
          data: {
            tenantId: endpoint.tenantId,
            endpointId: endpoint.id,
            eventId: 'evt_budget',
            eventType: 'offer.created',
            body: {},
          },
        })
      ).id;
    },
  },
  {
    mutation: 'resendWebhookDelivery',
    viewer: 'admin',
    variables: () => ({ input: { id: gid('WebhookDelivery', ids.webhookDelivery!) } }),
  },
  {
    mutation: 'deleteWebhookEndpoint',
    viewer: 'admin',
    variables: () => ({ input: { id: gid('WebhookEndpoint', ids.webhookEndpoint!) } }),
  },
);
