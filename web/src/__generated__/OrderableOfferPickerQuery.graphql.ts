/**
 * @generated SignedSource<<83152b2b76a8480b87cdf8987ea38b6e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrderableOfferPickerQuery$variables = {
  search?: string | null | undefined;
};
export type OrderableOfferPickerQuery$data = {
  readonly offers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly supplierName: string;
        readonly title: string;
        readonly totalAmount: string;
      };
    }>;
  };
};
export type OrderableOfferPickerQuery = {
  response: OrderableOfferPickerQuery$data;
  variables: OrderableOfferPickerQuery$variables;
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
        "kind": "Literal",
        "name": "orderable",
        "value": true
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderableOfferPickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderableOfferPickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fd0aaf2a0be8de224a95b072d6be823f",
    "id": null,
    "metadata": {},
    "name": "OrderableOfferPickerQuery",
    "operationKind": "query",
    "text": "query OrderableOfferPickerQuery(\n  $search: String\n) {\n  offers(first: 20, orderable: true, search: $search) {\n    edges {\n      node {\n        id\n        title\n        supplierName\n        totalAmount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "160f286b999d36de4c187b7be416bb78";

export default node;
