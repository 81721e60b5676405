/**
 * @generated SignedSource<<d94c4ad0ee94af5c808866017c0d4f44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BudgetsPageQuery$variables = {
  year: number;
};
export type BudgetsPageQuery$data = {
  readonly budgets: ReadonlyArray<{
    readonly actual: string;
    readonly amount: string;
    readonly available: string;
    readonly committed: string;
    readonly costCenterCode: string;
    readonly costCenterDescription: string;
    readonly costCenterId: string;
    readonly id: string;
  }>;
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
export type BudgetsPageQuery = {
  response: BudgetsPageQuery$data;
  variables: BudgetsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "year"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "year",
        "variableName": "year"
      }
    ],
    "concreteType": "Budget",
    "kind": "LinkedField",
    "name": "budgets",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "costCenterId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "costCenterCode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "costCenterDescription",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "committed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "actual",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "available",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 500
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
              (v1/*:: as any*/),
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
    "storageKey": "costCenters(first:500)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BudgetsPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BudgetsPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "32fd1e648902e7dc55e986c155e87e94",
    "id": null,
    "metadata": {},
    "name": "BudgetsPageQuery",
    "operationKind": "query",
    "text": "query BudgetsPageQuery(\n  $year: Int!\n) {\n  budgets(year: $year) {\n    id\n    costCenterId\n    costCenterCode\n    costCenterDescription\n    amount\n    committed\n    actual\n    available\n  }\n  costCenters(first: 500) {\n    edges {\n      node {\n        id\n        code\n        description\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c6202fb1a271203547efe8c0c40291e3";

export default node;
