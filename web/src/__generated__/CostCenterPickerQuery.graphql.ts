/**
 * @generated SignedSource<<dab8a3880424d0a5c4819db83def077e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CostCenterPickerQuery$variables = {
  search?: string | null | undefined;
};
export type CostCenterPickerQuery$data = {
  readonly costCenters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly code: string;
        readonly description: string;
        readonly id: string;
      };
    }>;
  };
};
export type CostCenterPickerQuery = {
  response: CostCenterPickerQuery$data;
  variables: CostCenterPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "QueryCostCentersConnection",
    "kind": "LinkedField",
    "name": "costCenters",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryCostCentersConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CostCenter",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CostCenterPickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CostCenterPickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "64d9f89094ce4dea34c7239929ea6e78",
    "id": null,
    "metadata": {},
    "name": "CostCenterPickerQuery",
    "operationKind": "query",
    "text": "query CostCenterPickerQuery(\n  $search: String\n) {\n  costCenters(first: 20, search: $search) {\n    edges {\n      node {\n        id\n        code\n        description\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cd2b60a1782a4730d4e04267ccb8eeb7";

export default node;
