/**
 * @generated SignedSource<<353228d3993963c9a41d6c2844024085>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResendWebhookDeliveryInput = {
  id: string;
};
export type useResendWebhookDeliveryMutation$variables = {
  input: ResendWebhookDeliveryInput;
};
export type useResendWebhookDeliveryMutation$data = {
  readonly resendWebhookDelivery: {
    readonly __typename: string;
    readonly data?: {
      readonly delivery: {
        readonly error: string | null | undefined;
        readonly id: string;
        readonly status: string;
      };
    };
    readonly message?: string;
  };
};
export type useResendWebhookDeliveryMutation = {
  response: useResendWebhookDeliveryMutation$data;
  variables: useResendWebhookDeliveryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "resendWebhookDelivery",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookDeliveryPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "WebhookDelivery",
                "kind": "LinkedField",
                "name": "delivery",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "error",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationResendWebhookDeliverySuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useResendWebhookDeliveryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResendWebhookDeliveryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6747a5ee1745f66cd85434246e35162c",
    "id": null,
    "metadata": {},
    "name": "useResendWebhookDeliveryMutation",
    "operationKind": "mutation",
    "text": "mutation useResendWebhookDeliveryMutation(\n  $input: ResendWebhookDeliveryInput!\n) {\n  resendWebhookDelivery(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationResendWebhookDeliverySuccess {\n      data {\n        delivery {\n          id\n          status\n          error\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "080b96524b3ab0c1e6ffe8f5e7d16283";

export default node;
