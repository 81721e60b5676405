-- AlterTable
ALTER TABLE "IdempotencyKey" ADD COLUMN     "appliedAt" TIMESTAMP(3);
