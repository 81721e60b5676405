import { graphql } from 'react-relay';
import type { useResendWebhookDeliveryMutation as Mutation } from '../../__generated__/useResendWebhookDeliveryMutation.graphql.ts';
import { inputHook } from '../../shared/useOutcomeMutation.ts';
import { webhookTexts } from './texts.ts';

/** Queues a delivery again; the store's WebhookDelivery updates by id (status back to pending). */
export const useResendWebhookDeliveryMutation = inputHook<Mutation>(
  graphql`
    mutation useResendWebhookDeliveryMutation($input: ResendWebhookDeliveryInput!) {
      resendWebhookDelivery(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationResendWebhookDeliverySuccess {
          data {
            delivery {
              id
              status
              error
            }
          }
        }
      }
    }
  `,
  webhookTexts.failed,
);
