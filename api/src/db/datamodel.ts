import { getDatamodel } from '../generated/pothos-types.ts';

/**
 * The Prisma datamodel as Pothos's generator wrote it, parsed once (a few hundred KB of JSON): the
 * schema builder plans queries from it and db/json-rows.ts reads field types from it.
 */
export const datamodel = getDatamodel();
