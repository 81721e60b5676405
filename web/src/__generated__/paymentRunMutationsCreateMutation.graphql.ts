/**
 * @generated SignedSource<<4b3083e24a6c0cb649f921061e39c1f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PaymentRunFormat = "cbi" | "sepa" | "%future added value";
export type CreatePaymentRunInput = {
  executionDate: string;
  format: PaymentRunFormat;
  paymentIds: ReadonlyArray<string>;
};
export type paymentRunMutationsCreateMutation$variables = {
  input: CreatePaymentRunInput;
};
export type paymentRunMutationsCreateMutation$data = {
  readonly createPaymentRun: {
    readonly __typename: string;
    readonly data?: {
      readonly paymentRun: {
        readonly reference: string;
      };
    };
    readonly message?: string;
  };
};
export type paymentRunMutationsCreateMutation = {
  response: paymentRunMutationsCreateMutation$data;
  variables: paymentRunMutationsCreateMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reference",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "paymentRunMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createPaymentRun",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentRunPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PaymentRun",
                    "kind": "LinkedField",
                    "name": "paymentRun",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationCreatePaymentRunSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "paymentRunMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createPaymentRun",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentRunPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PaymentRun",
                    "kind": "LinkedField",
                    "name": "paymentRun",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "id",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationCreatePaymentRunSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e761edab6524ead6d317627a1d96bfe7",
    "id": null,
    "metadata": {},
    "name": "paymentRunMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation paymentRunMutationsCreateMutation(\n  $input: CreatePaymentRunInput!\n) {\n  createPaymentRun(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationCreatePaymentRunSuccess {\n      data {\n        paymentRun {\n          reference\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "07c309240a726f254c612c6096d7d96a";

export default node;
