-- CreateEnum
CREATE TYPE "OutboxStatus" AS ENUM ('pending', 'delivered', 'failed');

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "channel" TEXT NOT NULL,
    "dedupeKey" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" "OutboxStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "availableAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leaseUntil" TIMESTAMP(3),
    "leaseToken" TEXT,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMP(3),
    "failedAt" TIMESTAMP(3),

    CONSTRAINT "OutboxMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OutboxMessage_status_availableAt_idx" ON "OutboxMessage"("status", "availableAt");

-- CreateIndex
CREATE UNIQUE INDEX "OutboxMessage_tenantId_channel_dedupeKey_key" ON "OutboxMessage"("tenantId", "channel", "dedupeKey");

-- AddForeignKey
ALTER TABLE "OutboxMessage" ADD CONSTRAINT "OutboxMessage_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Row-level security like every other tenant table: a request's transaction writes its own tenant's
-- messages; the worker reads and updates every tenant's in platform scope (app.scope = 'platform').
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['OutboxMessage']
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
