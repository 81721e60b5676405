/** Mutation documents as the screens send them: with the typed-error union every mutation answers. */

/** `Mutation<Field>Success`, the one member of a result union that is not an error. */
const successOf = (field: string) => `Mutation${field[0]!.toUpperCase()}${field.slice(1)}Success`;

/**
 * `<field>(input: $input)` (the input type `<Field>Input`) with the typed-error union: the error's
 * message, code and field, or `data`'s selection on success.
 */
export function inputMutation(field: string, data: string): string {
  return /* GraphQL */ `
    mutation ($input: ${field[0]!.toUpperCase()}${field.slice(1)}Input!) {
      ${field}(input: $input) {
        __typename
        ... on Error { message code field }
        ... on ${successOf(field)} { data { ${data} } }
      }
    }
  `;
}

/** The approve/reject mutations of the approvable documents. */
export type ApprovableKind = 'Offer' | 'Invoice' | 'Contract';

/**
 * `approve<Kind>(input: { id })` or `reject<Kind>(input: { id, reason })` with the typed-error union:
 * the error's message and code, or the given fields of the document on success.
 */
export function decisionMutation(action: 'approve' | 'reject', kind: ApprovableKind, fields: string): string {
  const field = `${action}${kind}`;
  const [variables, input] =
    action === 'reject' ? ['$id: ID!, $reason: String!', '{ id: $id, reason: $reason }'] : ['$id: ID!', '{ id: $id }'];
  return /* GraphQL */ `
    mutation (${variables}) {
      ${field}(input: ${input}) {
        __typename
        ... on Error { message code }
        ... on ${successOf(field)} { data { ${kind.toLowerCase()} { ${fields} } } }
      }
    }
  `;
}
