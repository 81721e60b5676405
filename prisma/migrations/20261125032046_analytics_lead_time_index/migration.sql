-- CreateIndex
CREATE INDEX "Offer_tenantId_approvedDate_idx" ON "Offer"("tenantId", "approvedDate");
