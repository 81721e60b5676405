import { graphql } from 'react-relay';
import type { useCreateWebhookEndpointMutation as Mutation } from '../../__generated__/useCreateWebhookEndpointMutation.graphql.ts';
import { inputHook } from '../../shared/useOutcomeMutation.ts';
import { webhookTexts } from './texts.ts';

/** Registers an endpoint; resolves with its signing secret, which the server shows this once. */
export const useCreateWebhookEndpointMutation = inputHook<Mutation, string>(
  graphql`
    mutation useCreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {
      createWebhookEndpoint(input: $input) {
        __typename
        ... on Error {
          message
          field
        }
        ... on MutationCreateWebhookEndpointSuccess {
          data {
            secret
          }
        }
      }
    }
  `,
  webhookTexts.failed,
  (response) =>
    response.createWebhookEndpoint.__typename === 'MutationCreateWebhookEndpointSuccess'
      ? (response.createWebhookEndpoint.data?.secret ?? '')
      : '',
);
