import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/** Every root field of the schema, so a field added tomorrow is attacked tomorrow. */
export interface Operation {
  kind: 'query' | 'mutation';
  name: string;
  field: GraphQLField<unknown, unknown>;
}

export function listOperations(schema: GraphQLSchema): Operation[] {
  const ops: Operation[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) ops.push({ kind, name: field.name, field });
  }
  return ops;
}

/** A selection that reads every scalar two levels down, through unions and interfaces. */
/**
 * A selection that reads every scalar a few levels down, through unions and interfaces. `only` keeps
 * one implementation of an interface (same-named fields of different types would conflict).
 */
export function selectionFor(schema: GraphQLSchema, type: GraphQLOutputType, depth = 0, only?: string): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (depth > 3) return '{ __typename }';
  const parts = ['__typename'];
  if (isObjectType(named) || isInterfaceType(named)) {
    for (const field of Object.values(named.getFields())) {
      if (field.args.some((a) => isNonNullType(a.type))) continue;
      const inner = getNamedType(field.type);
      if (isScalarType(inner) || isEnumType(inner)) parts.push(field.name);
      else if (depth < 3) parts.push(`${field.name} ${selectionFor(schema, field.type, depth + 1)}`);
    }
  }
  if (isUnionType(named)) {
    for (const member of named.getTypes())
      parts.push(`... on ${member.name} ${selectionFor(schema, member, depth + 1)}`);
  }
  if (isInterfaceType(named) && depth < 2) {
    for (const impl of schema.getPossibleTypes(named)) {
      if (!only || impl.name === only) parts.push(`... on ${impl.name} ${selectionFor(schema, impl, depth + 1)}`);
    }
  }
  return `{ ${parts.join(' ')} }`;
}

export type ValueFor = (argName: string, type: GraphQLNamedType) => unknown;

/** A variables value for an input type; `valueFor` decides the leaves (ids are where attacks go). */
export function inputValue(type: GraphQLInputType, name: string, valueFor: ValueFor, depth = 0): unknown {
  if (isNonNullType(type)) return inputValue(type.ofType, name, valueFor, depth);
  if (isListType(type)) return [inputValue(type.ofType, name, valueFor, depth)];
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      value[field.name] = inputValue(field.type, field.name, valueFor, depth + 1);
    }
    return value;
  }
  return valueFor(name, type as GraphQLNamedType);
}

/** shallow: only what tells allowed from refused (the role matrix); otherwise every readable field. */
export function operationDocument(schema: GraphQLSchema, op: Operation, shallow = false, only?: string): string {
  const args = op.field.args as readonly GraphQLArgument[];
  const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const named = getNamedType(op.field.type);
  const leaf = isScalarType(named) || isEnumType(named);
  const errorUnion =
    isUnionType(named) && named.getTypes().some((m) => m.getInterfaces().some((i) => i.name === 'Error'));
  const shallowSelection = errorUnion ? '{ __typename ... on Error { code message } }' : '{ __typename }';
  const selection = leaf ? '' : shallow ? shallowSelection : selectionFor(schema, op.field.type, 0, only);
  return `${op.kind} Attack${defs ? `(${defs})` : ''} { ${op.name}${call} ${selection} }`;
}
