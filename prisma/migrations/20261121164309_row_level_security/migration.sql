-- Row-level security: the backstop that keeps each tenant's rows invisible to every other tenant,
-- even if a resolver forgets its tenant filter. The application runs tenant-scoped statements as
-- the non-owner role purchaser_app after set_config('app.tenant_id', ..., true); the owner (used
-- only for sign-in, migrations, seeding and platform administration) bypasses these policies.

DO $$
BEGIN
  CREATE ROLE purchaser_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;

-- A non-superuser owner must be a member to SET ROLE; harmless for a superuser.
DO $$
BEGIN
  EXECUTE format('GRANT purchaser_app TO %I', current_user);
EXCEPTION WHEN others THEN NULL;
END
$$;

GRANT USAGE ON SCHEMA public TO purchaser_app;

CREATE FUNCTION app_current_tenant() RETURNS integer
  LANGUAGE sql STABLE
  AS $$ SELECT NULLIF(current_setting('app.tenant_id', true), '')::integer $$;

GRANT EXECUTE ON FUNCTION app_current_tenant() TO purchaser_app;

-- Tenants: a user sees only their own tenant row, and cannot create or delete tenants.
ALTER TABLE "Tenant" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, UPDATE ON "Tenant" TO purchaser_app;
CREATE POLICY tenant_isolation ON "Tenant" TO purchaser_app
  USING ("id" = app_current_tenant()) WITH CHECK ("id" = app_current_tenant());

ALTER TABLE "User" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "User" TO purchaser_app;
CREATE POLICY tenant_isolation ON "User" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

ALTER TABLE "Product" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "Product" TO purchaser_app;
CREATE POLICY tenant_isolation ON "Product" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

ALTER TABLE "Supplier" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "Supplier" TO purchaser_app;
CREATE POLICY tenant_isolation ON "Supplier" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

ALTER TABLE "CostCenter" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "CostCenter" TO purchaser_app;
CREATE POLICY tenant_isolation ON "CostCenter" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

ALTER TABLE "Offer" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "Offer" TO purchaser_app;
CREATE POLICY tenant_isolation ON "Offer" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

ALTER TABLE "OfferLine" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "OfferLine" TO purchaser_app;
CREATE POLICY tenant_isolation ON "OfferLine" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

ALTER TABLE "OfferRecipient" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "OfferRecipient" TO purchaser_app;
CREATE POLICY tenant_isolation ON "OfferRecipient" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

ALTER TABLE "OfferDocument" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "OfferDocument" TO purchaser_app;
CREATE POLICY tenant_isolation ON "OfferDocument" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

ALTER TABLE "Order" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "Order" TO purchaser_app;
CREATE POLICY tenant_isolation ON "Order" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

ALTER TABLE "Invoice" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "Invoice" TO purchaser_app;
CREATE POLICY tenant_isolation ON "Invoice" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

ALTER TABLE "InvoiceLine" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "InvoiceLine" TO purchaser_app;
CREATE POLICY tenant_isolation ON "InvoiceLine" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

ALTER TABLE "Payment" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "Payment" TO purchaser_app;
CREATE POLICY tenant_isolation ON "Payment" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

ALTER TABLE "PaymentInvoice" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "PaymentInvoice" TO purchaser_app;
CREATE POLICY tenant_isolation ON "PaymentInvoice" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

ALTER TABLE "Contract" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "Contract" TO purchaser_app;
CREATE POLICY tenant_isolation ON "Contract" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

ALTER TABLE "AuditLog" ENABLE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON "AuditLog" TO purchaser_app;
CREATE POLICY tenant_isolation ON "AuditLog" TO purchaser_app
  USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant());

-- Serial ids of the tables above.
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO purchaser_app;
