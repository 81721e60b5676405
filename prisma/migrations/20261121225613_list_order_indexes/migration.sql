-- CreateIndex
CREATE INDEX "Invoice_tenantId_invoiceDate_id_idx" ON "Invoice"("tenantId", "invoiceDate", "id");

-- CreateIndex
CREATE INDEX "Payment_tenantId_insertionDate_id_idx" ON "Payment"("tenantId", "insertionDate", "id");
