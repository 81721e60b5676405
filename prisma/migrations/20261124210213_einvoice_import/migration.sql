-- Issue 14: importing FatturaPA e-invoices. The company's legal data and the order-match tolerance on
-- the tenant; the e-invoice's own figures on the invoice and its lines (quantities and unit prices to 8
-- decimals, exactly as stated); its VAT summary, payment schedule and attachments in their own tables;
-- suppliers learn a fiscal code and an IBAN; payments carry the IBAN to pay.
--
-- Invoice numbers restart every year: the unique key (tenant, supplier, number) becomes (tenant,
-- supplier, number, year), the year a column PostgreSQL computes from invoiceDate (GENERATED ... STORED,
-- which Prisma sees as a plain nullable integer it never writes), so every writer (services, seed,
-- bulk SQL) gets it right.

-- CreateEnum
CREATE TYPE "InvoiceSource" AS ENUM ('manual', 'fatturapa');

-- CreateEnum
CREATE TYPE "AttachmentSource" AS ENUM ('embedded', 'upload');

-- DropIndex
DROP INDEX "Invoice_tenantId_supplierId_invoiceNumber_key";

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "bodyNumber" INTEGER,
ADD COLUMN     "discrepancies" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "documentTotal" DECIMAL(14,2),
ADD COLUMN     "documentType" TEXT NOT NULL DEFAULT 'TD01',
ADD COLUMN     "invoiceYear" INTEGER GENERATED ALWAYS AS (EXTRACT(YEAR FROM "invoiceDate")::integer) STORED,
ADD COLUMN     "linkedInvoiceId" INTEGER,
ADD COLUMN     "linkedInvoiceReference" TEXT,
ADD COLUMN     "orderReference" TEXT,
ADD COLUMN     "originalFileKey" TEXT,
ADD COLUMN     "originalFileName" TEXT,
ADD COLUMN     "paymentTerms" TEXT,
ADD COLUMN     "renderTree" JSONB,
ADD COLUMN     "signerName" TEXT,
ADD COLUMN     "source" "InvoiceSource" NOT NULL DEFAULT 'manual',
ADD COLUMN     "stampDutyAmount" DECIMAL(14,2),
ADD COLUMN     "welfareFundAmount" DECIMAL(14,2),
ADD COLUMN     "withholdingAmount" DECIMAL(14,2);

-- AlterTable
ALTER TABLE "InvoiceLine" ADD COLUMN     "discounts" JSONB,
ADD COLUMN     "lineNumber" INTEGER,
ADD COLUMN     "lineTotal" DECIMAL(19,8),
ADD COLUMN     "unit" TEXT,
ADD COLUMN     "vatNature" TEXT,
ALTER COLUMN "quantity" DROP NOT NULL,
ALTER COLUMN "quantity" SET DATA TYPE DECIMAL(20,8),
ALTER COLUMN "unitPrice" SET DATA TYPE DECIMAL(19,8);

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "iban" TEXT;

-- AlterTable
ALTER TABLE "Supplier" ADD COLUMN     "bic" TEXT,
ADD COLUMN     "createdByImport" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "fiscalCode" TEXT,
ADD COLUMN     "iban" TEXT;

-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN     "city" TEXT,
ADD COLUMN     "country" TEXT NOT NULL DEFAULT 'IT',
ADD COLUMN     "fiscalCode" TEXT,
ADD COLUMN     "matchToleranceAmount" DECIMAL(14,2) NOT NULL DEFAULT 1,
ADD COLUMN     "matchTolerancePercent" DECIMAL(5,2) NOT NULL DEFAULT 0.5,
ADD COLUMN     "postalCode" TEXT,
ADD COLUMN     "province" TEXT;

-- CreateTable
CREATE TABLE "InvoiceVatSummary" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "vatPercentage" DECIMAL(5,2) NOT NULL,
    "vatNature" TEXT,
    "taxableAmount" DECIMAL(14,2) NOT NULL,
    "taxAmount" DECIMAL(14,2) NOT NULL,
    "chargeability" TEXT,
    "ancillaryExpenses" DECIMAL(14,2),
    "rounding" DECIMAL(19,8),
    "legalReference" TEXT,

    CONSTRAINT "InvoiceVatSummary_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoiceInstallment" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "dueDate" DATE,
    "amount" DECIMAL(14,2) NOT NULL,
    "method" TEXT NOT NULL,
    "iban" TEXT,
    "bic" TEXT,
    "beneficiary" TEXT,

    CONSTRAINT "InvoiceInstallment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoiceAttachment" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "fileName" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "source" "AttachmentSource" NOT NULL,
    "format" TEXT,
    "description" TEXT,
    "uploadedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InvoiceAttachment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "InvoiceVatSummary_tenantId_invoiceId_idx" ON "InvoiceVatSummary"("tenantId", "invoiceId");

-- CreateIndex
CREATE INDEX "InvoiceInstallment_tenantId_invoiceId_idx" ON "InvoiceInstallment"("tenantId", "invoiceId");

-- CreateIndex
CREATE INDEX "InvoiceAttachment_tenantId_invoiceId_idx" ON "InvoiceAttachment"("tenantId", "invoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_tenantId_supplierId_invoiceNumber_invoiceYear_key" ON "Invoice"("tenantId", "supplierId", "invoiceNumber", "invoiceYear");

-- CreateIndex
CREATE INDEX "Supplier_tenantId_fiscalCode_idx" ON "Supplier"("tenantId", "fiscalCode");

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_tenantId_linkedInvoiceId_fkey" FOREIGN KEY ("tenantId", "linkedInvoiceId") REFERENCES "Invoice"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceVatSummary" ADD CONSTRAINT "InvoiceVatSummary_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceVatSummary" ADD CONSTRAINT "InvoiceVatSummary_tenantId_invoiceId_fkey" FOREIGN KEY ("tenantId", "invoiceId") REFERENCES "Invoice"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceInstallment" ADD CONSTRAINT "InvoiceInstallment_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceInstallment" ADD CONSTRAINT "InvoiceInstallment_tenantId_invoiceId_fkey" FOREIGN KEY ("tenantId", "invoiceId") REFERENCES "Invoice"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceAttachment" ADD CONSTRAINT "InvoiceAttachment_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceAttachment" ADD CONSTRAINT "InvoiceAttachment_tenantId_invoiceId_fkey" FOREIGN KEY ("tenantId", "invoiceId") REFERENCES "Invoice"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceAttachment" ADD CONSTRAINT "InvoiceAttachment_tenantId_uploadedById_fkey" FOREIGN KEY ("tenantId", "uploadedById") REFERENCES "User"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;


-- Row-level security on the new tables, like every other tenant table (see the two earlier migrations).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['InvoiceVatSummary', 'InvoiceInstallment', 'InvoiceAttachment']
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
