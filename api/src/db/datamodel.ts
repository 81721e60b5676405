import { getDatamodel } from '../generated/pothos-types.ts';

/**
 * The Prisma datamodel as Pothos's generator wrote it, parsed once (a few hundred KB of JSON): the
 * schema builder plans queries from it, db/where-sql.ts, db/json-page.ts and db/json-rows.ts read
 * fields, types and relations from it.
 */
export const datamodel = getDatamodel();

/** A field of a model as the datamodel declares it (a relation names its foreign key on one side). */
export interface ModelField {
  name: string;
  kind: string;
  type: string;
  isList: boolean;
  relationName?: string;
  relationFromFields?: string[];
}

const models = datamodel.datamodel.models as unknown as Record<string, { fields: ModelField[] }>;
const byModel = new Map<string, Map<string, ModelField>>();

/** A model's fields by name, built once per model; a model the schema does not have is an error. */
export function modelFields(model: string): ReadonlyMap<string, ModelField> {
  let byName = byModel.get(model);
  if (!byName) {
    const declared = models[model];
    if (!declared) throw new Error(`datamodel: no model ${model}`);
    byModel.set(model, (byName = new Map(declared.fields.map((f) => [f.name, f]))));
  }
  return byName;
}
