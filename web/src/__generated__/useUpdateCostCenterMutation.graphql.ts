/**
 * @generated SignedSource<<3aacc3f8a3519e647e41c15ec445aec9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateCostCenterInput = {
  code: string;
  description: string;
  id: string;
};
export type useUpdateCostCenterMutation$variables = {
  input: UpdateCostCenterInput;
};
export type useUpdateCostCenterMutation$data = {
  readonly updateCostCenter: {
    readonly __typename: string;
    readonly data?: {
      readonly costCenter: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"CostCenterRow_costCenter">;
      };
    };
    readonly message?: string;
  };
};
export type useUpdateCostCenterMutation = {
  response: useUpdateCostCenterMutation$data;
  variables: useUpdateCostCenterMutation$variables;
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateCostCenterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateCostCenter",
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
                "concreteType": "CostCenterPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CostCenter",
                    "kind": "LinkedField",
                    "name": "costCenter",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "CostCenterRow_costCenter"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationUpdateCostCenterSuccess",
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
    "name": "useUpdateCostCenterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateCostCenter",
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
                "concreteType": "CostCenterPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CostCenter",
                    "kind": "LinkedField",
                    "name": "costCenter",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "code",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "description",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdByName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationUpdateCostCenterSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4ec0ca9b396b73fa825482645d594d9b",
    "id": null,
    "metadata": {},
    "name": "useUpdateCostCenterMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateCostCenterMutation(\n  $input: UpdateCostCenterInput!\n) {\n  updateCostCenter(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationUpdateCostCenterSuccess {\n      data {\n        costCenter {\n          id\n          ...CostCenterRow_costCenter\n        }\n      }\n    }\n  }\n}\n\nfragment CostCenterRow_costCenter on CostCenter {\n  id\n  code\n  description\n  createdByName\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "a868ecbccda4fe59ea697289ca5c2bee";

export default node;
