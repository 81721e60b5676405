import { graphql } from 'react-relay';
import type { useCreateApiKeyMutation as Mutation } from '../../__generated__/useCreateApiKeyMutation.graphql.ts';
import { inputHook } from '../../shared/useOutcomeMutation.ts';
import { apiKeyTexts } from './texts.ts';

/** Creates a key; resolves with the key itself, which the server shows this once. */
export const useCreateApiKeyMutation = inputHook<Mutation, string>(
  graphql`
    mutation useCreateApiKeyMutation($input: CreateApiKeyInput!) {
      createApiKey(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreateApiKeySuccess {
          data {
            key
          }
        }
      }
    }
  `,
  apiKeyTexts.failed,
  (response) =>
    response.createApiKey.__typename === 'MutationCreateApiKeySuccess' ? (response.createApiKey.data?.key ?? '') : '',
);
