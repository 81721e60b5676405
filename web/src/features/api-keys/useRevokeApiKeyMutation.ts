import { graphql } from 'react-relay';
import type { useRevokeApiKeyMutation as Mutation } from '../../__generated__/useRevokeApiKeyMutation.graphql.ts';
import { inputHook } from '../../shared/useOutcomeMutation.ts';
import { apiKeyTexts } from './texts.ts';

/** Revokes a key; the store's ApiKey updates by id (revokedAt). */
export const useRevokeApiKeyMutation = inputHook<Mutation>(
  graphql`
    mutation useRevokeApiKeyMutation($input: RevokeApiKeyInput!) {
      revokeApiKey(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationRevokeApiKeySuccess {
          data {
            apiKey {
              id
              revokedAt
            }
          }
        }
      }
    }
  `,
  apiKeyTexts.failed,
);
