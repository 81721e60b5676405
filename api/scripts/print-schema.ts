import fs from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../src/schema.ts';

/** Writes ./schema.graphql, the contract Relay compiles against; a test fails when it is stale. */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

if (process.argv[1]?.endsWith('print-schema.ts')) {
  fs.writeFileSync('schema.graphql', printedSchema());
  console.log('schema.graphql written');
}
