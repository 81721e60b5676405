import { graphql } from 'react-relay';
import type { useDeleteWebhookEndpointMutation as Mutation } from '../../__generated__/useDeleteWebhookEndpointMutation.graphql.ts';
import { inputHook } from '../../shared/useOutcomeMutation.ts';
import { webhookTexts } from './texts.ts';

/** Deletes an endpoint; the screen refreshes its list afterwards. */
export const useDeleteWebhookEndpointMutation = inputHook<Mutation>(
  graphql`
    mutation useDeleteWebhookEndpointMutation($input: WebhookEndpointIdInput!) {
      deleteWebhookEndpoint(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteWebhookEndpointSuccess {
          data {
            deletedId
          }
        }
      }
    }
  `,
  webhookTexts.failed,
);
