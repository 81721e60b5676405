/**
 * @generated SignedSource<<8af05fd37f046e6eafe1cbadf4d25381>>
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
v1 = [
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BudgetsPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BudgetsPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b017ca1664fe71c1f994bba6cd3cfc9f",
    "id": null,
    "metadata": {},
    "name": "BudgetsPageQuery",
    "operationKind": "query",
    "text": "query BudgetsPageQuery(\n  $year: Int!\n) {\n  budgets(year: $year) {\n    id\n    costCenterId\n    costCenterCode\n    costCenterDescription\n    amount\n    committed\n    actual\n    available\n  }\n}\n"
  }
};
})();

(node as any).hash = "eaf516555d461b4c780762c3d423fecb";

export default node;
