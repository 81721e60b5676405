/**
 * @generated SignedSource<<c6a7193184a0e1a092ad3be8a97ba8ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentMethod = "bank_transfer" | "business_card" | "cash" | "credit_card" | "other" | "voucher" | "%future added value";
export type PaymentSortField = "AVAILABLE_DATE" | "INSERTION_DATE" | "REFERENCE" | "STATUS" | "TOTAL" | "%future added value";
export type PaymentStatus = "awaiting_details" | "awaiting_payment" | "cancelled" | "paid" | "%future added value";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type PaymentSort = {
  direction?: SortDirection | null | undefined;
  field: PaymentSortField;
};
export type PaymentsPageQuery$variables = {
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  orderBy?: PaymentSort | null | undefined;
  paymentMethod?: PaymentMethod | null | undefined;
  search?: string | null | undefined;
  status?: PaymentStatus | null | undefined;
};
export type PaymentsPageQuery$data = {
  readonly viewer: {
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentStatsCards_query" | "PaymentsTable_query">;
};
export type PaymentsPageQuery = {
  response: PaymentsPageQuery$data;
  variables: PaymentsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dateFrom"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dateTo"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "paymentMethod"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "permissions",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = [
  {
    "kind": "Variable",
    "name": "dateFrom",
    "variableName": "dateFrom"
  },
  {
    "kind": "Variable",
    "name": "dateTo",
    "variableName": "dateTo"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "paymentMethod",
    "variableName": "paymentMethod"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "status",
    "variableName": "status"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentsPageQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PaymentStatsCards_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PaymentsTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PaymentsPageQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentStats",
        "kind": "LinkedField",
        "name": "paymentStats",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "todayPayments",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalPaid",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pendingPayments",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "QueryPaymentsConnection",
        "kind": "LinkedField",
        "name": "payments",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryPaymentsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Payment",
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
                    "name": "paymentReference",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "insertionDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "availableDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "invoiceNumbers",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paymentMethodLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "iban",
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
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "statusLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canEdit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canCancel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paymentMethod",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "filters": [
          "status",
          "paymentMethod",
          "dateFrom",
          "dateTo",
          "search",
          "orderBy"
        ],
        "handle": "connection",
        "key": "PaymentsTable_payments",
        "kind": "LinkedHandle",
        "name": "payments"
      }
    ]
  },
  "params": {
    "cacheID": "ccec6cf5bc498e400d6d3274e15248a1",
    "id": null,
    "metadata": {},
    "name": "PaymentsPageQuery",
    "operationKind": "query",
    "text": "query PaymentsPageQuery(\n  $status: PaymentStatus\n  $paymentMethod: PaymentMethod\n  $dateFrom: Date\n  $dateTo: Date\n  $search: String\n  $orderBy: PaymentSort\n) {\n  viewer {\n    permissions\n  }\n  ...PaymentStatsCards_query\n  ...PaymentsTable_query\n}\n\nfragment PaymentDialog_payment on Payment {\n  id\n  paymentReference\n  availableDate\n  paymentMethod\n  status\n}\n\nfragment PaymentRow_payment on Payment {\n  paymentReference\n  insertionDate\n  availableDate\n  invoiceNumbers\n  paymentMethodLabel\n  iban\n  totalAmount\n  status\n  statusLabel\n  canEdit\n  canCancel\n}\n\nfragment PaymentStatsCards_query on Query {\n  paymentStats {\n    todayPayments\n    totalPaid\n    pendingPayments\n  }\n}\n\nfragment PaymentsTable_query on Query {\n  payments(status: $status, paymentMethod: $paymentMethod, dateFrom: $dateFrom, dateTo: $dateTo, search: $search, orderBy: $orderBy, first: 25) {\n    totalCount\n    edges {\n      node {\n        id\n        paymentReference\n        ...PaymentRow_payment\n        ...PaymentDialog_payment\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cb4b779e19dc50b53653e2763bd19f5a";

export default node;
