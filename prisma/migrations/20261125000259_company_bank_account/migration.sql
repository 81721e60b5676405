-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN     "bic" TEXT,
ADD COLUMN     "cbiCuc" TEXT,
ADD COLUMN     "iban" TEXT;
