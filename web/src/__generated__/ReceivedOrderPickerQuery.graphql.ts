/**
 * @generated SignedSource<<e6df41088e8a270e410186dfe2838189>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReceivedOrderPickerQuery$variables = {
  search?: string | null | undefined;
};
export type ReceivedOrderPickerQuery$data = {
  readonly orders: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly hasInvoice: boolean;
        readonly id: string;
        readonly orderNumber: string;
        readonly supplierName: string;
        readonly totalAmount: string;
      };
    }>;
  };
};
export type ReceivedOrderPickerQuery = {
  response: ReceivedOrderPickerQuery$data;
  variables: ReceivedOrderPickerQuery$variables;
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
      },
      {
        "kind": "Literal",
        "name": "status",
        "value": "received"
      }
    ],
    "concreteType": "QueryOrdersConnection",
    "kind": "LinkedField",
    "name": "orders",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryOrdersConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
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
                "name": "orderNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "supplierName",
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
                "name": "hasInvoice",
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
    "name": "ReceivedOrderPickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReceivedOrderPickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "762bda2fed0b30b4513ff2a1e0d78f5c",
    "id": null,
    "metadata": {},
    "name": "ReceivedOrderPickerQuery",
    "operationKind": "query",
    "text": "query ReceivedOrderPickerQuery(\n  $search: String\n) {\n  orders(first: 20, status: received, search: $search) {\n    edges {\n      node {\n        id\n        orderNumber\n        supplierName\n        totalAmount\n        hasInvoice\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a1b69cceda1f7a3bc2fff1312998776f";

export default node;
