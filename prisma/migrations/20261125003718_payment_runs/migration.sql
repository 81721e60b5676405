-- CreateEnum
CREATE TYPE "PaymentRunFormat" AS ENUM ('sepa', 'cbi');

-- CreateEnum
CREATE TYPE "PaymentRunStatus" AS ENUM ('open', 'confirmed', 'cancelled');

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "paymentRunId" INTEGER;

-- CreateTable
CREATE TABLE "PaymentRun" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "reference" TEXT NOT NULL,
    "executionDate" DATE NOT NULL,
    "format" "PaymentRunFormat" NOT NULL,
    "status" "PaymentRunStatus" NOT NULL DEFAULT 'open',
    "paymentCount" INTEGER NOT NULL,
    "totalAmount" DECIMAL(14,2) NOT NULL,
    "fileName" TEXT NOT NULL,
    "fileContent" TEXT NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentRunItem" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "paymentRunId" INTEGER NOT NULL,
    "paymentId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "endToEndId" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "creditorName" TEXT NOT NULL,
    "creditorIban" TEXT NOT NULL,
    "creditorBic" TEXT,
    "remittance" TEXT NOT NULL,

    CONSTRAINT "PaymentRunItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PaymentRun_tenantId_createdAt_id_idx" ON "PaymentRun"("tenantId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentRun_tenantId_reference_key" ON "PaymentRun"("tenantId", "reference");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentRun_tenantId_id_key" ON "PaymentRun"("tenantId", "id");

-- CreateIndex
CREATE INDEX "PaymentRunItem_tenantId_paymentId_idx" ON "PaymentRunItem"("tenantId", "paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentRunItem_paymentRunId_paymentId_key" ON "PaymentRunItem"("paymentRunId", "paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentRunItem_tenantId_endToEndId_key" ON "PaymentRunItem"("tenantId", "endToEndId");

-- CreateIndex
CREATE INDEX "Payment_tenantId_paymentRunId_idx" ON "Payment"("tenantId", "paymentRunId");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_tenantId_paymentRunId_fkey" FOREIGN KEY ("tenantId", "paymentRunId") REFERENCES "PaymentRun"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentRun" ADD CONSTRAINT "PaymentRun_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentRun" ADD CONSTRAINT "PaymentRun_tenantId_createdById_fkey" FOREIGN KEY ("tenantId", "createdById") REFERENCES "User"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentRunItem" ADD CONSTRAINT "PaymentRunItem_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentRunItem" ADD CONSTRAINT "PaymentRunItem_tenantId_paymentRunId_fkey" FOREIGN KEY ("tenantId", "paymentRunId") REFERENCES "PaymentRun"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentRunItem" ADD CONSTRAINT "PaymentRunItem_tenantId_paymentId_fkey" FOREIGN KEY ("tenantId", "paymentId") REFERENCES "Payment"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;


-- Row-level security on the new tables, like every other tenant table (see the earlier migrations).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['PaymentRun', 'PaymentRunItem']
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

-- Their serial ids.
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO purchaser_app;
