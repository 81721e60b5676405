-- CreateEnum
CREATE TYPE "EmailNotificationMode" AS ENUM ('immediately', 'daily_digest', 'off');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "emailNotifications" "EmailNotificationMode" NOT NULL DEFAULT 'immediately';

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "ip" TEXT,

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailDigestItem" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "notificationId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "link" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "digestedAt" TIMESTAMP(3),

    CONSTRAINT "EmailDigestItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PasswordResetToken_tokenHash_key" ON "PasswordResetToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PasswordResetToken_tenantId_userId_idx" ON "PasswordResetToken"("tenantId", "userId");

-- CreateIndex
CREATE INDEX "EmailDigestItem_digestedAt_userId_idx" ON "EmailDigestItem"("digestedAt", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "EmailDigestItem_tenantId_notificationId_key" ON "EmailDigestItem"("tenantId", "notificationId");

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_tenantId_userId_fkey" FOREIGN KEY ("tenantId", "userId") REFERENCES "User"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailDigestItem" ADD CONSTRAINT "EmailDigestItem_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailDigestItem" ADD CONSTRAINT "EmailDigestItem_tenantId_userId_fkey" FOREIGN KEY ("tenantId", "userId") REFERENCES "User"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Row-level security like every other tenant table. Reset tokens are looked up by their hash before
-- the tenant is known (platform scope, like sessions); digest items are written in the notification's
-- tenant transaction and collected across tenants by the digest job (platform scope).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['PasswordResetToken', 'EmailDigestItem']
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
