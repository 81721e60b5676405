/**
 * @generated SignedSource<<e17140fa3f9e1500897f961e0ff151bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteTenantDialogQuery$variables = {
  id: string;
};
export type DeleteTenantDialogQuery$data = {
  readonly tenant: {
    readonly dataSummary: {
      readonly contracts: number;
      readonly costCenters: number;
      readonly invoices: number;
      readonly offers: number;
      readonly orders: number;
      readonly payments: number;
      readonly products: number;
      readonly requiresConfirmation: boolean;
      readonly suppliers: number;
      readonly users: number;
    };
  } | null | undefined;
};
export type DeleteTenantDialogQuery = {
  response: DeleteTenantDialogQuery$data;
  variables: DeleteTenantDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "TenantDataSummary",
  "kind": "LinkedField",
  "name": "dataSummary",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "users",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "products",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suppliers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "costCenters",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "offers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orders",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoices",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contracts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requiresConfirmation",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteTenantDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Tenant",
        "kind": "LinkedField",
        "name": "tenant",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteTenantDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Tenant",
        "kind": "LinkedField",
        "name": "tenant",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "65d52cf57bfb3004412124e3b7bd75d4",
    "id": null,
    "metadata": {},
    "name": "DeleteTenantDialogQuery",
    "operationKind": "query",
    "text": "query DeleteTenantDialogQuery(\n  $id: ID!\n) {\n  tenant(id: $id) {\n    dataSummary {\n      users\n      products\n      suppliers\n      costCenters\n      offers\n      orders\n      invoices\n      payments\n      contracts\n      requiresConfirmation\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a3b7c3857f1c02fe5f4bb7c352fa8788";

export default node;
