/**
 * @generated SignedSource<<37fad1127ac3fae6f54b34abe1139861>>
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
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"outcome_error">;
    } | null | undefined;
  };
  readonly confirmPaymentRun?: {
    readonly __typename: string;
    readonly data?: {
      readonly paymentRun: {
        readonly " $fragmentSpreads": FragmentRefs<"PaymentRunRow_run">;
      };
    };
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"outcome_error">;
    } | null | undefined;
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
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "field",
    "storageKey": null
  }
],
v5 = {
  "fragment": {
    "kind": "InlineFragment",
    "selections": [
      {
        "kind": "InlineDataFragmentSpread",
        "name": "outcome_error",
        "selections": (v4/*:: as any*/),
        "args": null,
        "argumentDefinitions": ([]/*:: as any*/)
      }
    ],
    "type": "Error",
    "abstractKey": "__isError"
  },
  "kind": "AliasedInlineFragmentSpread",
  "name": "error"
},
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
v7 = {
  "kind": "InlineFragment",
  "selections": (v4/*:: as any*/),
  "type": "Error",
  "abstractKey": "__isError"
},
v8 = [
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
              (v5/*:: as any*/),
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
              (v5/*:: as any*/),
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
              (v7/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": (v8/*:: as any*/),
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
              (v7/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": (v8/*:: as any*/),
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
    "cacheID": "3cfd9c6deb879bb43a7f613bdff787d3",
    "id": null,
    "metadata": {},
    "name": "paymentRunMutationsDecideMutation",
    "operationKind": "mutation",
    "text": "mutation paymentRunMutationsDecideMutation(\n  $input: DecidePaymentRunInput!\n  $confirm: Boolean!\n) {\n  confirmPaymentRun(input: $input) @include(if: $confirm) {\n    __typename\n    ...outcome_error\n    ... on MutationConfirmPaymentRunSuccess {\n      data {\n        paymentRun {\n          ...PaymentRunRow_run\n          id\n        }\n      }\n    }\n  }\n  cancelPaymentRun(input: $input) @skip(if: $confirm) {\n    __typename\n    ...outcome_error\n    ... on MutationCancelPaymentRunSuccess {\n      data {\n        paymentRun {\n          ...PaymentRunRow_run\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment PaymentRunRow_run on PaymentRun {\n  id\n  reference\n  executionDate\n  format\n  paymentCount\n  totalAmount\n  status\n  statusLabel\n  fileName\n  downloadPath\n  canDecide\n}\n\nfragment outcome_error on Error {\n  __isError: __typename\n  message\n  field\n}\n"
  }
};
})();

(node as any).hash = "0d4f3fc5b3fa8f2bd634c1ab32900bea";

export default node;
