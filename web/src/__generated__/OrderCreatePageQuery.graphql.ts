/**
 * @generated SignedSource<<054efe4dbc299b3d05b6af85ab72a747>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrderCreatePageQuery$variables = Record<PropertyKey, never>;
export type OrderCreatePageQuery$data = {
  readonly offers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly rowId: number;
        readonly supplierName: string;
        readonly title: string;
        readonly totalAmount: string;
      };
    }>;
  };
  readonly suggestedOrderNumber: string;
};
export type OrderCreatePageQuery = {
  response: OrderCreatePageQuery$data;
  variables: OrderCreatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "suggestedOrderNumber",
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      },
      {
        "kind": "Literal",
        "name": "orderable",
        "value": true
      }
    ],
    "concreteType": "QueryOffersConnection",
    "kind": "LinkedField",
    "name": "offers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryOffersConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Offer",
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
                "name": "rowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "offers(first:100,orderable:true)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderCreatePageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OrderCreatePageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "8e332cd8bda070debdf90b8c890171cf",
    "id": null,
    "metadata": {},
    "name": "OrderCreatePageQuery",
    "operationKind": "query",
    "text": "query OrderCreatePageQuery {\n  suggestedOrderNumber\n  offers(orderable: true, first: 100) {\n    edges {\n      node {\n        id\n        rowId\n        title\n        supplierName\n        totalAmount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "79019e8ac1a8b74869b73577192f4c7b";

export default node;
