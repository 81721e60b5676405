/**
 * @generated SignedSource<<10c63e39a47428f395298e7f1f9241ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useUsualCostCenterQuery$variables = {
  supplierId: string;
};
export type useUsualCostCenterQuery$data = {
  readonly usualCostCenter: {
    readonly code: string;
    readonly description: string;
    readonly id: string;
  } | null | undefined;
};
export type useUsualCostCenterQuery = {
  response: useUsualCostCenterQuery$data;
  variables: useUsualCostCenterQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "supplierId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "supplierId",
        "variableName": "supplierId"
      }
    ],
    "concreteType": "CostCenter",
    "kind": "LinkedField",
    "name": "usualCostCenter",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUsualCostCenterQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUsualCostCenterQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4af0d2b6e06663e419e12e2876b3d696",
    "id": null,
    "metadata": {},
    "name": "useUsualCostCenterQuery",
    "operationKind": "query",
    "text": "query useUsualCostCenterQuery(\n  $supplierId: ID!\n) {\n  usualCostCenter(supplierId: $supplierId) {\n    id\n    code\n    description\n  }\n}\n"
  }
};
})();

(node as any).hash = "4736ea0b006d1c04b0fdfbad64e5e5b6";

export default node;
