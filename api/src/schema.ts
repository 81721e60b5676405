import { builder } from './builder.ts';
import './modules/common/errors.schema.ts';
import './modules/tenants/tenants.schema.ts';
import './modules/users/users.schema.ts';
import './modules/auth/auth.schema.ts';
import './modules/registrations/registrations.schema.ts';
import './modules/products/products.schema.ts';
import './modules/suppliers/suppliers.schema.ts';
import './modules/cost-centers/cost-centers.schema.ts';
import './modules/invoices/invoices.schema.ts';
import './modules/invoices/invoices.queries.ts';
import './modules/invoices/invoices.mutations.ts';
import './modules/payments/payments.schema.ts';
import './modules/contracts/contracts.schema.ts';
import './modules/contracts/contracts.mutations.ts';
import './modules/offers/offers.schema.ts';
import './modules/offers/offers.mutations.ts';
import './modules/documents/documents.schema.ts';
import './modules/orders/orders.schema.ts';
import './modules/orders/orders.mutations.ts';
import './modules/dashboard/dashboard.schema.ts';
import './modules/company/company.schema.ts';
import './modules/invoice-import/import.schema.ts';

builder.queryType({});
builder.mutationType({});

export const schema = builder.toSchema({ sortSchema: true });
