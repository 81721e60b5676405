-- AlterTable
ALTER TABLE "RegistrationRequest" ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "Contract_tenantId_updatedAt_idx" ON "Contract"("tenantId", "updatedAt");

-- CreateIndex
CREATE INDEX "Invoice_tenantId_updatedAt_idx" ON "Invoice"("tenantId", "updatedAt");

-- CreateIndex
CREATE INDEX "Offer_tenantId_updatedAt_idx" ON "Offer"("tenantId", "updatedAt");

-- CreateIndex
CREATE INDEX "Order_tenantId_updatedAt_idx" ON "Order"("tenantId", "updatedAt");

-- CreateIndex
CREATE INDEX "Payment_tenantId_updatedAt_idx" ON "Payment"("tenantId", "updatedAt");
