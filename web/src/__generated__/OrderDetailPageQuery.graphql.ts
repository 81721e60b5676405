/**
 * @generated SignedSource<<d076a83f92106182b15861301cb67d32>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderStatus = "completed" | "pending" | "received" | "sent" | "%future added value";
export type OrderDetailPageQuery$variables = {
  id: string;
};
export type OrderDetailPageQuery$data = {
  readonly order: {
    readonly actualDeliveryDate: string | null | undefined;
    readonly canCreateInvoice: boolean;
    readonly date: string;
    readonly estimatedDeliveryDate: string | null | undefined;
    readonly history: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"HistoryTimeline_entries">;
    }>;
    readonly invoice: {
      readonly invoiceNumber: string;
      readonly rowId: number;
    } | null | undefined;
    readonly offer: {
      readonly documents: ReadonlyArray<{
        readonly fileName: string;
        readonly price: string;
        readonly rowId: number;
      }>;
      readonly lines: ReadonlyArray<{
        readonly lineTotal: string;
        readonly name: string;
        readonly quantity: number;
        readonly rowId: number;
        readonly unitPrice: string;
      }>;
      readonly rowId: number;
      readonly title: string;
    };
    readonly orderNumber: string;
    readonly rowId: number;
    readonly status: OrderStatus;
    readonly supplierName: string;
    readonly totalAmount: string;
    readonly " $fragmentSpreads": FragmentRefs<"AdvanceOrderButton_order">;
  } | null | undefined;
};
export type OrderDetailPageQuery = {
  response: OrderDetailPageQuery$data;
  variables: OrderDetailPageQuery$variables;
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
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderNumber",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "supplierName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalAmount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "estimatedDeliveryDate",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actualDeliveryDate",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canCreateInvoice",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceNumber",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "OfferLine",
  "kind": "LinkedField",
  "name": "lines",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unitPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lineTotal",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fileName",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "HistoryEntry",
            "kind": "LinkedField",
            "name": "history",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HistoryTimeline_entries"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdvanceOrderButton_order"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Invoice",
            "kind": "LinkedField",
            "name": "invoice",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Offer",
            "kind": "LinkedField",
            "name": "offer",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "OfferDocument",
                "kind": "LinkedField",
                "name": "documents",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
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
    "name": "OrderDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "HistoryEntry",
            "kind": "LinkedField",
            "name": "history",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "actor",
                "storageKey": null
              },
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "HistoryChange",
                "kind": "LinkedField",
                "name": "changes",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "field",
                    "storageKey": null
                  },
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "before",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "after",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nextStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canAdvance",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Invoice",
            "kind": "LinkedField",
            "name": "invoice",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v11/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Offer",
            "kind": "LinkedField",
            "name": "offer",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "OfferDocument",
                "kind": "LinkedField",
                "name": "documents",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              (v17/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9a54cd3de63a0dfc3efeef8d4f281059",
    "id": null,
    "metadata": {},
    "name": "OrderDetailPageQuery",
    "operationKind": "query",
    "text": "query OrderDetailPageQuery(\n  $id: ID!\n) {\n  order(id: $id) {\n    rowId\n    history {\n      ...HistoryTimeline_entries\n    }\n    orderNumber\n    date\n    status\n    supplierName\n    totalAmount\n    estimatedDeliveryDate\n    actualDeliveryDate\n    canCreateInvoice\n    ...AdvanceOrderButton_order\n    invoice {\n      rowId\n      invoiceNumber\n      id\n    }\n    offer {\n      rowId\n      title\n      lines {\n        rowId\n        name\n        quantity\n        unitPrice\n        lineTotal\n      }\n      documents {\n        rowId\n        fileName\n        price\n        id\n      }\n      id\n    }\n    id\n  }\n}\n\nfragment AdvanceOrderButton_order on Order {\n  id\n  orderNumber\n  date\n  nextStatus\n  canAdvance\n}\n\nfragment HistoryTimeline_entries on HistoryEntry {\n  at\n  actor\n  label\n  changes {\n    field\n    label\n    before\n    after\n  }\n}\n"
  }
};
})();

(node as any).hash = "50ac4822fc046a6573bd6d5f28dd8d90";

export default node;
