/**
 * @generated SignedSource<<fba7e62b629fa0843a17d4e81b4bceeb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateBudgetInput = {
  amount: string;
  costCenterId: string;
  id: string;
  year: number;
};
export type useSetBudgetMutationUpdate$variables = {
  input: UpdateBudgetInput;
};
export type useSetBudgetMutationUpdate$data = {
  readonly updateBudget: {
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
export type useSetBudgetMutationUpdate = {
  response: useSetBudgetMutationUpdate$data;
  variables: useSetBudgetMutationUpdate$variables;
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
    "name": "updateBudget",
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
        "type": "MutationUpdateBudgetSuccess",
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
    "name": "useSetBudgetMutationUpdate",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetBudgetMutationUpdate",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a8773e73e7be8928d2ed1247f585b291",
    "id": null,
    "metadata": {},
    "name": "useSetBudgetMutationUpdate",
    "operationKind": "mutation",
    "text": "mutation useSetBudgetMutationUpdate(\n  $input: UpdateBudgetInput!\n) {\n  updateBudget(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n      field\n    }\n    ... on MutationUpdateBudgetSuccess {\n      data {\n        budget {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "da0d743673d29a6761b6ce297e142acf";

export default node;
