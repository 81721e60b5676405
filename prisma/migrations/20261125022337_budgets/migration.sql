-- AlterTable
ALTER TABLE "InvoiceLine" ADD COLUMN     "costCenterId" INTEGER;

-- CreateTable
CREATE TABLE "Budget" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "costCenterId" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Budget_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Budget_tenantId_year_idx" ON "Budget"("tenantId", "year");

-- CreateIndex
CREATE UNIQUE INDEX "Budget_tenantId_costCenterId_year_key" ON "Budget"("tenantId", "costCenterId", "year");

-- CreateIndex
CREATE UNIQUE INDEX "Budget_tenantId_id_key" ON "Budget"("tenantId", "id");

-- CreateIndex
CREATE INDEX "InvoiceLine_tenantId_costCenterId_idx" ON "InvoiceLine"("tenantId", "costCenterId");

-- AddForeignKey
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_tenantId_costCenterId_fkey" FOREIGN KEY ("tenantId", "costCenterId") REFERENCES "CostCenter"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Budget" ADD CONSTRAINT "Budget_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Budget" ADD CONSTRAINT "Budget_tenantId_costCenterId_fkey" FOREIGN KEY ("tenantId", "costCenterId") REFERENCES "CostCenter"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Budget" ADD CONSTRAINT "Budget_tenantId_createdById_fkey" FOREIGN KEY ("tenantId", "createdById") REFERENCES "User"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;


-- Row-level security on the new table, like every other tenant table (see the earlier migrations).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['Budget']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO purchaser_app', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I TO purchaser_app USING ("tenantId" = app_current_tenant()) WITH CHECK ("tenantId" = app_current_tenant())',
      t);
    EXECUTE format(
      'CREATE POLICY platform_scope ON %I TO purchaser_app USING (app_platform_scope()) WITH CHECK (app_platform_scope())',
      t);
  END LOOP;
END
$$;

-- Its serial id.
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO purchaser_app;
