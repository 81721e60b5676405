-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN     "segregationOfDuties" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "StoredFile" (
    "key" TEXT NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "size" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attachedAt" TIMESTAMP(3),
    "content" BYTEA,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "StoredFile_tenantId_idx" ON "StoredFile"("tenantId");

-- CreateIndex
CREATE INDEX "StoredFile_createdAt_idx" ON "StoredFile"("createdAt");

-- AddForeignKey
ALTER TABLE "StoredFile" ADD CONSTRAINT "StoredFile_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Security round 2: row-level security that holds for every role but a superuser.
--
-- The running app connects as a login role that is a member of purchaser_app (created by
-- `npm run db:migrate`, see api/src/db/runtime-role.ts): neither superuser nor table owner nor
-- BYPASSRLS, so these policies bind it even after a RESET ROLE. Two permissive policies per table:
--   tenant_isolation  rows of the tenant in app.tenant_id (set transaction-locally per request);
--   platform_scope    every row, only while app.scope = 'platform': sign-in (the tenant is not yet
--                     known), the principal admin's tenant management, the scheduler, the seed.
-- A connection with neither setting sees no tenant rows at all. FORCE makes a non-superuser table
-- owner obey the same policies (migrations and the seed set app.scope themselves).

CREATE FUNCTION app_platform_scope() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('app.scope', true), '') = 'platform' $$;

GRANT EXECUTE ON FUNCTION app_platform_scope() TO purchaser_app;

-- Platform administration creates and deletes tenants.
GRANT INSERT, DELETE ON "Tenant" TO purchaser_app;

-- Sessions belong to a tenant: looked up by token hash in platform scope, otherwise per tenant.
ALTER TABLE "Session" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "Session" TO purchaser_app;
CREATE POLICY tenant_isolation ON "Session" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

-- Registration requests come from anonymous visitors and belong to no tenant yet: platform only.
ALTER TABLE "RegistrationRequest" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "RegistrationRequest" TO purchaser_app;

-- Throttle counters hold no tenant rows: keys name an account or an address, read before sign-in.
GRANT SELECT, INSERT, UPDATE, DELETE ON "RateLimit" TO purchaser_app;

ALTER TABLE "StoredFile" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "StoredFile" TO purchaser_app;
CREATE POLICY tenant_isolation ON "StoredFile" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['Tenant', 'User', 'Session', 'RegistrationRequest', 'Product', 'Supplier', 'CostCenter',
    'Offer', 'OfferLine', 'OfferRecipient', 'OfferDocument', 'Order', 'Invoice', 'InvoiceLine', 'Payment',
    'PaymentInvoice', 'Contract', 'AuditLog', 'StoredFile']
  LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY platform_scope ON %I TO purchaser_app USING (app_platform_scope()) WITH CHECK (app_platform_scope())',
      t);
  END LOOP;
END
$$;
