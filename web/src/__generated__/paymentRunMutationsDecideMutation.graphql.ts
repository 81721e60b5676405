/**
 * @generated SignedSource<<1817332c243578d466681d649a0afd20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DecidePaymentRunInput = {
  id: string;
};
export type paymentRunMutationsDecideMutation$variables = {
  confirm: boolean;
  input: DecidePaymentRunInput;
};
export type paymentRunMutationsDecideMutation$data = {
  readonly cancelPaymentRun?: {
    readonly __typename: string;
    readonly data?: {
      readonly paymentRun: {
        readonly " $fragmentSpreads": FragmentRefs<"PaymentRunRow_run">;
      };
    };
    readonly message?: string;
  };
  readonly confirmPaymentRun?: {
    readonly __typename: string;
    readonly data?: {
      readonly paymentRun: {
        readonly " $fragmentSpreads": FragmentRefs<"PaymentRunRow_run">;
      };
    };
    readonly message?: string;
  };
};
export type paymentRunMutationsDecideMutation = {
  response: paymentRunMutationsDecideMutation$data;
  variables: paymentRunMutationsDecideMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "confirm"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
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
v5 = [
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PaymentRunRow_run"
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v6 = [
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
            "name": "reference",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "executionDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "format",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paymentCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalAmount",
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
            "name": "statusLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fileName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "downloadPath",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canDecide",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "paymentRunMutationsDecideMutation",
    "selections": [
      {
        "condition": "confirm",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "confirmPaymentRun",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": (v5/*:: as any*/),
                "type": "MutationConfirmPaymentRunSuccess",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "confirm",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "cancelPaymentRun",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": (v5/*:: as any*/),
                "type": "MutationCancelPaymentRunSuccess",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "paymentRunMutationsDecideMutation",
    "selections": [
      {
        "condition": "confirm",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "confirmPaymentRun",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": (v6/*:: as any*/),
                "type": "MutationConfirmPaymentRunSuccess",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "confirm",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "cancelPaymentRun",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": (v6/*:: as any*/),
                "type": "MutationCancelPaymentRunSuccess",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "9504979eada4c1f824115ba034357b4a",
    "id": null,
    "metadata": {},
    "name": "paymentRunMutationsDecideMutation",
    "operationKind": "mutation",
    "text": "mutation paymentRunMutationsDecideMutation(\n  $input: DecidePaymentRunInput!\n  $confirm: Boolean!\n) {\n  confirmPaymentRun(input: $input) @include(if: $confirm) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationConfirmPaymentRunSuccess {\n      data {\n        paymentRun {\n          ...PaymentRunRow_run\n          id\n        }\n      }\n    }\n  }\n  cancelPaymentRun(input: $input) @skip(if: $confirm) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationCancelPaymentRunSuccess {\n      data {\n        paymentRun {\n          ...PaymentRunRow_run\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment PaymentRunRow_run on PaymentRun {\n  id\n  reference\n  executionDate\n  format\n  paymentCount\n  totalAmount\n  status\n  statusLabel\n  fileName\n  downloadPath\n  canDecide\n}\n"
  }
};
})();

(node as any).hash = "8a3119773ca8bdf22bfb0daf62f2d861";

export default node;
