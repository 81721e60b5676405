/** The approve/reject mutations of the approvable documents, as the screens send them. */
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
        ... on Mutation${field[0]!.toUpperCase()}${field.slice(1)}Success { data { ${kind.toLowerCase()} { ${fields} } } }
      }
    }
  `;
}
