/**
 * @generated SignedSource<<e794952e7f7dcedc7ad4117fc5b014f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrderCreatePageQuery$variables = {
  offerId: string;
  withOffer: boolean;
};
export type OrderCreatePageQuery$data = {
  readonly offer?: {
    readonly canCreateOrder: boolean;
    readonly id: string;
    readonly supplierName: string;
    readonly title: string;
    readonly totalAmount: string;
  } | null | undefined;
  readonly orderable: {
    readonly totalCount: number;
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
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "offerId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withOffer"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "suggestedOrderNumber",
    "storageKey": null
  },
  {
    "alias": "orderable",
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 1
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
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      }
    ],
    "storageKey": "offers(first:1,orderable:true)"
  },
  {
    "condition": "withOffer",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "offerId"
          }
        ],
        "concreteType": "Offer",
        "kind": "LinkedField",
        "name": "offer",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canCreateOrder",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderCreatePageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderCreatePageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f4d27b464007638c98c0718817a006e0",
    "id": null,
    "metadata": {},
    "name": "OrderCreatePageQuery",
    "operationKind": "query",
    "text": "query OrderCreatePageQuery(\n  $offerId: ID!\n  $withOffer: Boolean!\n) {\n  suggestedOrderNumber\n  orderable: offers(orderable: true, first: 1) {\n    totalCount\n  }\n  offer(id: $offerId) @include(if: $withOffer) {\n    id\n    title\n    supplierName\n    totalAmount\n    canCreateOrder\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd24bf49466aa900b88a4e0b571a9887";

export default node;
