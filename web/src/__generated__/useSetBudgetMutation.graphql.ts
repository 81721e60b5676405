/**
 * @generated SignedSource<<e5b84cc5d67796f192ddcdaa9dae0824>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateBudgetInput = {
  amount: string;
  costCenterId: string;
  year: number;
};
export type useSetBudgetMutation$variables = {
  input: CreateBudgetInput;
};
export type useSetBudgetMutation$data = {
  readonly createBudget: {
    readonly __typename: string;
    readonly data?: {
      readonly budget: {
        readonly id: string;
      };
    };
    readonly field?: string | null | undefined;
    readonly message?: string;
  };
};
export type useSetBudgetMutation = {
  response: useSetBudgetMutation$data;
  variables: useSetBudgetMutation$variables;
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
    "name": "createBudget",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
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
            "concreteType": "BudgetPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Budget",
                "kind": "LinkedField",
                "name": "budget",
                "plural": false,
                "selections": [
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
        "type": "MutationCreateBudgetSuccess",
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
    "name": "useSetBudgetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetBudgetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "766d61e6793139e9101d80b7b1dd8a7f",
    "id": null,
    "metadata": {},
    "name": "useSetBudgetMutation",
    "operationKind": "mutation",
    "text": "mutation useSetBudgetMutation(\n  $input: CreateBudgetInput!\n) {\n  createBudget(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n      field\n    }\n    ... on MutationCreateBudgetSuccess {\n      data {\n        budget {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c94a3f59eadd3c80b4ff37a1095f54f";

export default node;
