// Builds "everything below this field" selections from the schema itself, so a field added to any
// type is fetched (and its statements counted) by the query-budget tests without editing them.
import {
  getNamedType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isEnumType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/** How many object levels below the listed item a selection descends (cycles stop earlier). */
export const SELECTION_DEPTH = 3;

const isConnection = (type: GraphQLNamedType) => isObjectType(type) && type.name.endsWith('Connection');

/** Returns a list of items: a connection or a GraphQL list of objects. */
export function isListField(field: GraphQLField<unknown, unknown>): boolean {
  return isConnection(getNamedType(field.type)) || hasList(field.type);
}

function hasList(type: GraphQLOutputType): boolean {
  if (isNonNullType(type)) return hasList(type.ofType);
  return isListType(type);
}

const requiresArgs = (field: GraphQLField<unknown, unknown>) => field.args.some((a) => isNonNullType(a.type));

/** The selection set (without braces) of every field of `type`, down to `depth` object levels. */
export function selectAll(
  type: GraphQLObjectType,
  depth = SELECTION_DEPTH,
  path: string[] = [],
  skip: ReadonlySet<string> = new Set(),
): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (requiresArgs(field) || skip.has(`${type.name}.${field.name}`)) continue;
    const named = getNamedType(field.type);
    if (isScalarType(named) || isEnumType(named)) {
      parts.push(field.name);
    } else if (isConnection(named)) {
      if (depth === 0) continue;
      const node = nodeType(named as GraphQLObjectType);
      if (path.includes(node.name)) continue;
      parts.push(
        `${field.name} { totalCount edges { cursor node { ${selectAll(node, depth - 1, [...path, node.name], skip)} } } }`,
      );
    } else if (isObjectType(named)) {
      if (depth === 0 || path.includes(named.name)) continue;
      const inner = selectAll(named, depth - 1, [...path, named.name], skip);
      if (inner) parts.push(`${field.name} { ${inner} }`);
    } else if (isInterfaceType(named)) {
      parts.push(`${field.name} { __typename }`);
    }
  }
  return parts.join(' ');
}

/** The item type of a connection (edges.node) or of a list field. */
export function nodeType(type: GraphQLObjectType): GraphQLObjectType {
  if (!type.name.endsWith('Connection')) return type;
  const edge = getNamedType(type.getFields().edges!.type) as GraphQLObjectType;
  return getNamedType(edge.getFields().node!.type) as GraphQLObjectType;
}

/** The query fetching everything of one list field of Query; `first` travels as a variable. */
export function listQuery(
  schema: GraphQLSchema,
  fieldName: string,
  args = '',
  skip: ReadonlySet<string> = new Set(),
): string {
  const field = schema.getQueryType()!.getFields()[fieldName]!;
  const named = getNamedType(field.type) as GraphQLObjectType;
  if (!isObjectType(named)) return `query { ${fieldName}${args ? `(${args})` : ''} }`;
  const item = nodeType(named);
  const inner = selectAll(item, SELECTION_DEPTH, [item.name], skip);
  if (isConnection(named)) {
    const argList = [`first: $first`, args].filter(Boolean).join(', ');
    return `query ($first: Int) { ${fieldName}(${argList}) { totalCount edges { node { ${inner} } } } }`;
  }
  return `query { ${fieldName}${args ? `(${args})` : ''} { ${inner} } }`;
}

/** Every field of Query that returns a list (a connection or a list type). */
export function queryListFields(schema: GraphQLSchema): string[] {
  return Object.values(schema.getQueryType()!.getFields())
    .filter(isListField)
    .map((f) => f.name)
    .sort();
}
