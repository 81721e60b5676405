/**
 * @generated SignedSource<<068148e22d4a40f3d99ef03eb79aaa6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfferCreatePageQuery$variables = Record<PropertyKey, never>;
export type OfferCreatePageQuery$data = {
  readonly products: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly price: string;
      };
    }>;
  };
  readonly suppliers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly businessName: string;
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"RecipientsEditor_query">;
};
export type OfferCreatePageQuery = {
  response: OfferCreatePageQuery$data;
  variables: OfferCreatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": (v0/*:: as any*/),
  "concreteType": "QuerySuppliersConnection",
  "kind": "LinkedField",
  "name": "suppliers",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QuerySuppliersConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Supplier",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "businessName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "suppliers(first:100)"
},
v4 = {
  "alias": null,
  "args": (v0/*:: as any*/),
  "concreteType": "QueryProductsConnection",
  "kind": "LinkedField",
  "name": "products",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QueryProductsConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "price",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "products(first:100)"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OfferCreatePageQuery",
    "selections": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RecipientsEditor_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OfferCreatePageQuery",
    "selections": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
        "storageKey": "costCenters(first:100)"
      }
    ]
  },
  "params": {
    "cacheID": "187a52b631bef8ece42042f741d649b4",
    "id": null,
    "metadata": {},
    "name": "OfferCreatePageQuery",
    "operationKind": "query",
    "text": "query OfferCreatePageQuery {\n  suppliers(first: 100) {\n    edges {\n      node {\n        id\n        name\n        businessName\n      }\n    }\n  }\n  products(first: 100) {\n    edges {\n      node {\n        id\n        name\n        price\n      }\n    }\n  }\n  ...RecipientsEditor_query\n}\n\nfragment RecipientsEditor_query on Query {\n  costCenters(first: 100) {\n    edges {\n      node {\n        id\n        code\n        description\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a42925dd236fc1caa2153deffd55d675";

export default node;
